import { existsSync, readFileSync } from "node:fs";
import { type Config, configSchema } from "./config.schema";

export class ConfigError extends Error {}

/** Empty strings in the environment mean "unset", as in most deployment tools. */
function fromEnvironment(env: NodeJS.ProcessEnv): Record<string, string> {
  const keys = Object.keys(configSchema.shape);
  const values: Record<string, string> = {};
  for (const key of keys) {
    const value = env[key];
    if (value !== undefined && value !== "") values[key] = value;
  }
  return values;
}

function fromFile(path: string | undefined): Record<string, unknown> {
  if (!path) return {};
  if (!existsSync(path)) throw new ConfigError(`CONFIG_FILE: ${path} does not exist`);
  try {
    return JSON.parse(readFileSync(path, "utf8"));
  } catch (error) {
    throw new ConfigError(`CONFIG_FILE: ${path} is not valid JSON (${(error as Error).message})`);
  }
}

/**
 * Builds the one typed Config object from `config.json` (CONFIG_FILE, else ./config.json when
 * present) and the environment. A bad value throws a ConfigError naming the key.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const file = env.CONFIG_FILE ?? (existsSync("config.json") ? "config.json" : undefined);
  const raw = { ...fromFile(file), ...fromEnvironment(env), ...overrides };
  const parsed = configSchema.safeParse(raw);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join(".") || "(root)"}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join("\n  ")}`);
  }
  const config = parsed.data;
  if (config.NODE_ENV === "production" && config.DATABASE_URL && !config.SECRET_KEY) {
    throw new ConfigError("SECRET_KEY: required in production with DATABASE_URL (at least 32 characters)");
  }
  // PIN, OTP, the SAD, tokens and the client's secret travel to a provider: never in clear text.
  const plain = config.CSC_PROVIDERS.find((provider) => !provider.base_url.startsWith("https://"));
  if (config.NODE_ENV === "production" && plain) {
    throw new ConfigError(`CSC_PROVIDERS: "${plain.name}" must be reached over https in production`);
  }
  return config;
}

/** Demo accounts and content exist only in demo mode: embedded database unless told otherwise. */
export function isDemoMode(config: Config): boolean {
  return config.DEMO_MODE ?? config.DATABASE_URL === null;
}

/**
 * Whether this process starts the CSC sandbox (issue 46 §4): asked by CSC_SANDBOX, else in demo
 * mode when no provider is configured; never in production, whose signatures must mean something.
 */
export function demoSandboxWanted(config: Config): boolean {
  if (config.NODE_ENV === "production") return false;
  return config.CSC_SANDBOX ?? (isDemoMode(config) && config.CSC_PROVIDERS.length === 0);
}

/**
 * Whether this process starts the PEC sandbox (issue 47 §4): asked by PEC_SANDBOX, else in demo
 * mode; never in production, whose receipts must be a real provider's.
 */
export function pecSandboxWanted(config: Config): boolean {
  if (config.NODE_ENV === "production") return false;
  return config.PEC_SANDBOX ?? isDemoMode(config);
}

/**
 * Where the server listens (issue 44): a demo, whose accounts and password are in the README,
 * answers only this machine unless HOST says otherwise; anything else every interface.
 */
export function listenHost(config: Config): string {
  return config.HOST ?? (isDemoMode(config) ? "127.0.0.1" : "0.0.0.0");
}

/** Editors reach nothing before two-factor is on: `EDITOR_MFA`, or production outside demo mode. */
export function editorMfaRequired(config: Config): boolean {
  return (
    (config.EDITOR_MFA ??
      (config.NODE_ENV === "production" && !isDemoMode(config) ? "required" : "optional")) === "required"
  );
}
