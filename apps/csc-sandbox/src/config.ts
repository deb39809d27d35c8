import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";

/** The committed demo configuration, beside this folder. */
export const DEFAULT_CONFIG_FILE = fileURLToPath(new URL("../sandbox.config.json", import.meta.url));

const userSchema = z.object({
  username: z.string().min(1),
  password: z.string().min(1),
  /** Where the OTP goes (when SMTP_URL is set). */
  email: z.email(),
  givenName: z.string().min(1),
  surname: z.string().min(1),
  /** A person's codice fiscale: the certificate's serialNumber is "TINIT-" and this. */
  fiscalCode: z.string().regex(/^[A-Z0-9]{16}$/, "16 capital letters and digits"),
  /** Also a folder name under the data directory. */
  credentialID: z.string().regex(/^[A-Za-z0-9._-]{1,64}$/, "letters, digits, dot, dash, underscore"),
  pin: z.string().regex(/^\d{4,12}$/, "4 to 12 digits"),
  /** "disabled": the provider refuses the credential (key/status "disabled"), for the tests. */
  credentialStatus: z.enum(["enabled", "disabled"]).default("enabled"),
  /**
   * A deterministic failure of signatures/signHash, for the client's tests: "server-error" answers
   * 500, "slow" answers only after slowDelayMs (beyond a client's time-out).
   */
  failure: z.enum(["none", "server-error", "slow"]).default("none"),
});

const oauthClientSchema = z.object({
  client_id: z.string().min(1),
  client_secret: z.string().min(8),
  redirect_uris: z.array(z.url()).default([]),
  /**
   * Also accept any http://localhost or http://127.0.0.1 redirect (RFC 8252 §7.3 allows it to
   * native apps): a developer's server on another port works without editing this file.
   */
  allow_loopback_redirects: z.boolean().default(false),
});

export const sandboxFileSchema = z
  .object({
    service: z
      .object({
        name: z.string().min(1).max(255),
        description: z.string().min(1).max(255),
        region: z.string().length(2),
        lang: z.string().min(2),
      })
      .strict(),
    oauthClients: z.array(oauthClientSchema).default([]),
    /** Wrong PINs in a row before the credential is locked (until the sandbox restarts). */
    pinAttempts: z.number().int().min(1).max(20).default(3),
    /** The most signatures one authorization may cover (credentials/info multisign). */
    multisign: z.number().int().min(1).max(1000).default(10),
    /**
     * How a wrong PIN or OTP is answered: "pin-otp" with `invalid_pin` / `invalid_otp` (CSC 1.0.4
     * and many providers still), "authentication-data" with v2.0.0.2's `invalid_authentication_data`.
     */
    authErrorCodes: z.enum(["pin-otp", "authentication-data"]).default("pin-otp"),
    lifetimes: z
      .object({
        accessTokenSeconds: z.number().int().min(1).default(3600),
        refreshTokenSeconds: z.number().int().min(1).default(86_400),
        authorizationCodeSeconds: z.number().int().min(1).default(120),
        sadSeconds: z.number().int().min(1).default(300),
        otpSeconds: z.number().int().min(1).default(300),
      })
      .prefault({}),
    slowDelayMs: z.number().int().min(0).default(60_000),
    users: z.array(userSchema).min(1),
  })
  .superRefine((file, ctx) => {
    for (const key of ["username", "credentialID", "fiscalCode"] as const) {
      const seen = new Set<string>();
      for (const user of file.users) {
        const value = user[key].toLowerCase();
        if (seen.has(value)) ctx.addIssue({ code: "custom", message: `${key} "${user[key]}" twice` });
        seen.add(value);
      }
    }
  });

export type SandboxFile = z.infer<typeof sandboxFileSchema>;
export type SandboxUser = SandboxFile["users"][number];
export type OauthClient = SandboxFile["oauthClients"][number];

const envSchema = z.object({
  CSC_SANDBOX_PORT: z.coerce.number().int().min(0).max(65535).default(3900),
  /** Unset: this machine only, like the app in demo mode (the README prints the passwords). */
  CSC_SANDBOX_HOST: z.string().min(1).default("127.0.0.1"),
  /** Unset: `csc-sandbox/` under DATA_DIR (the app's own data directory, "./data"). */
  CSC_SANDBOX_DIR: z.string().min(1).optional(),
  DATA_DIR: z.string().min(1).default("./data"),
  CSC_SANDBOX_CONFIG: z.string().min(1).default(DEFAULT_CONFIG_FILE),
  /** The address clients reach the sandbox at: the `oauth2` base URI and `logo` of info. */
  CSC_SANDBOX_PUBLIC_URL: z.url().optional(),
  /** The app's mail settings: unset, the OTP is only logged. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
    .optional(),
  MAIL_FROM: z.string().min(3).default("CSC Sandbox <no-reply@csc-sandbox.example>"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
});

/** Everything the sandbox runs with: the file's users and rules, the environment's places. */
export interface SandboxConfig extends SandboxFile {
  port: number;
  host: string;
  dataDir: string;
  publicUrl: string;
  smtpUrl: string | null;
  mailFrom: string;
  logLevel: z.infer<typeof envSchema>["LOG_LEVEL"];
}

export class SandboxConfigError extends Error {}

function describe(error: z.ZodError): string {
  return error.issues.map((issue) => `${issue.path.join(".") || "(file)"}: ${issue.message}`).join("; ");
}

export function parseSandboxFile(json: unknown): SandboxFile {
  const parsed = sandboxFileSchema.safeParse(json);
  if (!parsed.success)
    throw new SandboxConfigError(`invalid sandbox configuration: ${describe(parsed.error)}`);
  return parsed.data;
}

/** Reads the environment and the JSON file it names; throws SandboxConfigError, saying what is wrong. */
export function loadSandboxConfig(env: NodeJS.ProcessEnv = process.env): SandboxConfig {
  const parsedEnv = envSchema.safeParse(env);
  if (!parsedEnv.success) throw new SandboxConfigError(`invalid environment: ${describe(parsedEnv.error)}`);
  const vars = parsedEnv.data;
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(vars.CSC_SANDBOX_CONFIG, "utf8"));
  } catch (error) {
    throw new SandboxConfigError(`cannot read ${vars.CSC_SANDBOX_CONFIG}: ${(error as Error).message}`);
  }
  return {
    ...parseSandboxFile(json),
    port: vars.CSC_SANDBOX_PORT,
    host: vars.CSC_SANDBOX_HOST,
    dataDir: resolve(vars.CSC_SANDBOX_DIR ?? join(vars.DATA_DIR, "csc-sandbox")),
    publicUrl: (vars.CSC_SANDBOX_PUBLIC_URL ?? `http://localhost:${vars.CSC_SANDBOX_PORT}`).replace(
      /\/+$/,
      "",
    ),
    smtpUrl: vars.SMTP_URL ?? null,
    mailFrom: vars.MAIL_FROM,
    logLevel: vars.LOG_LEVEL,
  };
}
