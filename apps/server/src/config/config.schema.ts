import { AUDIT_RETENTION_DEFAULT_DAYS, configDateTimeSchema } from "@app/contracts";
import { z } from "zod";

const optionalUrl = z.url().nullable().default(null);
const optionalText = z.string().min(1).nullable().default(null);
const optionalDate = configDateTimeSchema.nullable().default(null);
const booleanFlag = z
  .union([z.boolean(), z.enum(["true", "false", "1", "0"])])
  .transform((v) => v === true || v === "true" || v === "1");

/** One remote signature provider (issue 46): a Cloud Signature Consortium API v2.0 service. */
export const cscProviderSchema = z.object({
  /** The name the signer chooses it by; unique. */
  name: z.string().trim().min(1).max(100),
  /** The API's base, ending in `/csc/v2` (its `info`, `auth/login`… are under it). */
  base_url: z.url().transform((url) => url.replace(/\/+$/, "")),
  client_id: z.string().min(1),
  client_secret: z.string().min(1),
  /** Signs in with OAuth 2.0 authorization code rather than `auth/login`. */
  oauth: z.boolean(),
});
export type CscProvider = z.infer<typeof cscProviderSchema>;

/** CSC_PROVIDERS: a JSON list in the environment, a list in config.json. */
const cscProvidersSchema = z
  .preprocess((value, ctx) => {
    if (typeof value !== "string") return value;
    try {
      return JSON.parse(value);
    } catch {
      ctx.addIssue({ code: "custom", message: "must be a JSON list of providers", input: value });
      return z.NEVER;
    }
  }, z.array(cscProviderSchema))
  .refine((list) => new Set(list.map((provider) => provider.name)).size === list.length, {
    message: "every provider needs a name of its own",
  });

/**
 * Every setting the server reads, with its default. Keys are the environment variable names;
 * `config.json` (optional, path in CONFIG_FILE) may set the same keys, and the environment wins.
 */
export const configSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  /**
   * Unset: 127.0.0.1 in demo mode, whose accounts' password the README prints, else 0.0.0.0
   * (production and the image, which sets it). See listenHost.
   */
  HOST: optionalText,
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default("./data"),
  /** Unset: embedded PGlite under DATA_DIR. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// URL")
    .nullable()
    .default(null),
  /** Signs the session tokens. Unset outside production: a random key kept in DATA_DIR. */
  SECRET_KEY: z.string().min(32, "must be at least 32 characters").nullable().default(null),
  /** Unset: e-mails are written as .eml files under DATA_DIR/mail/. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
    .nullable()
    .default(null),
  MAIL_FROM: z.string().min(3).default("Contratti Online <no-reply@contratti.example>"),
  /** Where users reach the web app; used in links sent by e-mail. */
  PUBLIC_URL: z.url().default("http://localhost:3000"),
  /**
   * Trust X-Forwarded-For from a reverse proxy (nginx in deploy/). Off by default: otherwise any
   * client could pick its own IP and slip past the per-IP login limit.
   */
  TRUST_PROXY: booleanFlag.default(false),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Seeds the demo accounts and content; defaults to on in embedded mode only. */
  DEMO_MODE: booleanFlag.nullable().default(null),
  /**
   * Whether editors must sign in with a code of an authenticator app too (issue 35): unset, it is
   * required in production and optional in demo mode (see editorMfaRequired).
   */
  EDITOR_MFA: z.enum(["required", "optional"]).nullable().default(null),
  /**
   * The authorities whose signatures read as trusted (issue 45): an EU trusted list (ETSI TS
   * 119 612 XML, as AgID publishes Italy's) or a folder of PEM/DER certificates and CRLs. Unset,
   * no authority is trusted, except the demonstration one in demo mode (deploy/README.md).
   */
  SIGNATURE_TRUST_LIST: z.string().min(1).nullable().default(null),
  /**
   * How long one signed copy may take to verify, its thread's start included, before it is
   * refused as unreadable (issue 45): a hostile file holds the verification thread no longer.
   */
  SIGNATURE_VERIFY_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(300).default(10),
  /**
   * The remote signature providers a signer may choose (issue 46, deploy/README.md): unset, none,
   * and "Firma da remoto" lists nothing.
   */
  CSC_PROVIDERS: cscProvidersSchema.default([]),
  /** How long any one call to a provider may take before the signing gives up, nothing kept. */
  CSC_TIMEOUT_SECONDS: z.coerce.number().min(0.05).max(120).default(15),
  /**
   * Whether this process starts the CSC sandbox (apps/csc-sandbox) as the provider "Sandbox CSC
   * (prova)" and trusts its test authority: unset, in demo mode outside production when
   * CSC_PROVIDERS is empty (see demoSandboxWanted). Never in production.
   */
  CSC_SANDBOX: booleanFlag.nullable().default(null),
  /** The embedded sandbox's port on 127.0.0.1; 0: a free one. */
  CSC_SANDBOX_PORT: z.coerce.number().int().min(0).max(65535).default(3900),
  /**
   * PEC (issue 47): how often each verified mailbox is read for receipts, in seconds; a failing
   * one waits longer each time, up to 30 minutes.
   */
  PEC_POLL_SECONDS: z.coerce.number().int().min(5).max(3600).default(60),
  /**
   * Whether each instance keeps an IMAP IDLE connection (RFC 2177) to every verified PEC mailbox
   * whose server offers it, so a receipt is read within seconds instead of at the next poll.
   */
  PEC_IDLE: booleanFlag.default(true),
  /**
   * Whether a PEC mailbox's servers may be local (loopback, private addresses) and plain (no
   * TLS): unset, everywhere but production, where the connection test must not reach the
   * operator's own network nor send a password in clear.
   */
  PEC_ALLOW_LOCAL_SERVERS: booleanFlag.nullable().default(null),
  /** After this many hours without a delivery receipt a recipient reads "nessuna ricevuta". */
  PEC_RECEIPT_TIMEOUT_HOURS: z.coerce.number().min(0.001).max(720).default(24),
  /** How long each step of a connection to a PEC server (connect, log in, send) may take. */
  PEC_TIMEOUT_SECONDS: z.coerce.number().min(0.1).max(120).default(10),
  /**
   * Whether this process starts the fake PEC provider (apps/pec-sandbox) with its Dovecot, and
   * trusts its authority: unset, in demo mode outside production when Dovecot is installed.
   */
  PEC_SANDBOX: booleanFlag.nullable().default(null),
  /** The embedded PEC sandbox's SMTP and IMAP ports on 127.0.0.1; 0: a free one. */
  PEC_SANDBOX_SMTP_PORT: z.coerce.number().int().min(0).max(65535).default(3925),
  PEC_SANDBOX_IMAP_PORT: z.coerce.number().int().min(0).max(65535).default(3943),
  /** Directory of the built web app served at `/`. */
  WEB_DIST_DIR: z.string().min(1).default("apps/web/dist"),

  /** Idle timeout of a session without remember-me: its token expires unless renewed by use. */
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).max(1440).default(30),
  /** Lifetime of a remember-me session (spec §9: the cookie lasts 1 day). */
  SESSION_REMEMBER_HOURS: z.coerce.number().int().min(1).max(720).default(24),
  /** Absolute lifetime of any session. */
  SESSION_MAX_HOURS: z.coerce.number().int().min(1).max(720).default(12),
  /**
   * Whether the lists keep pages in memory (the catalogue's, each customer's first agreement
   * page): "off" measures the general path alone, as `api-bench` does with the cache off.
   */
  LIST_PAGE_CACHE: z.enum(["on", "off"]).default("on"),
  /** How long a verified session is trusted without re-reading it (0 = read on every request). */
  SESSION_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(10),
  LOGIN_WINDOW_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  LOGIN_MAX_FAILURES_PER_USERNAME: z.coerce.number().int().min(1).max(1000).default(5),
  LOGIN_MAX_FAILURES_PER_IP: z.coerce.number().int().min(1).max(10000).default(30),
  /** E-mails a customer may send in an hour (agreements sent to clients and counterparties). */
  SENDMAIL_MAX_PER_HOUR: z.coerce.number().int().min(1).max(1000).default(20),
  /**
   * How long «Invia» waits for the outbox to hand the e-mail to the mail server before answering
   * «in invio» instead of «inviata correttamente» (issue 49 §5).
   */
  SENDMAIL_WAIT_SECONDS: z.coerce.number().min(0).max(30).default(8),
  /**
   * Threads that write DOCX/PDF files, so a long contract never holds the event loop; 0 writes
   * them on the request's thread (the tests' choice: their runner does not load TypeScript in
   * threads). One by default: each thread holds the writers and fonts, about 100 MB once warm,
   * and under bench/load-bench.ts one thread per instance kept every download's p95 under 75 ms.
   */
  DOCUMENT_WORKERS: z.coerce.number().int().min(0).max(16).default(1),
  PASSWORD_RESET_TTL_MINUTES: z.coerce.number().int().min(5).max(1440).default(60),
  /** How long an invitation link to choose the first password stays valid. */
  INVITATION_TTL_HOURS: z.coerce.number().int().min(1).max(720).default(72),
  /**
   * How often an instance looks for due jobs (calendar reminders): a reminder goes out within
   * this many seconds of its time. 0 = this instance runs no jobs (another one does).
   */
  JOBS_POLL_SECONDS: z.coerce.number().int().min(0).max(60).default(15),
  /**
   * How many days the activity log keeps an event (issue 49): a nightly job deletes older ones
   * in batches, but for the records of a signature or an erasure, kept 10 years. The privacy
   * notice states the default (apps/web/src/content/facts.ts): change both together.
   */
  AUDIT_RETENTION_DAYS: z.coerce.number().int().min(1).max(36_500).default(AUDIT_RETENTION_DEFAULT_DAYS),
  /**
   * On SIGTERM an instance stops listening and finishes the calls it holds; it leaves its idle
   * keep-alive connections this long for the load balancer to drop (deploy/nginx.conf: 2 s), so
   * none is closed under a call it is sending. 0 (alone, no load balancer) closes them at once.
   */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(0).max(60).default(0),
  /**
   * How long a migration's statement waits for a table's lock before it gives up, to be tried
   * again (MIGRATION_LOCK_ATTEMPTS times in all, 1 s, 2 s, 4 s… apart): an ALTER TABLE queued
   * behind a long query would hold every other query on that table meanwhile (deploy/README.md).
   */
  MIGRATION_LOCK_TIMEOUT_SECONDS: z.coerce.number().min(0.1).max(600).default(5),
  MIGRATION_LOCK_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(5),
  /**
   * Tests only: the rolling-upgrade rehearsal's "next release" (db/upgrade-rehearsal.ts). A
   * migrations folder holding the shipped ones and one more that adds a column, which this
   * instance then writes and reads. Never set in production.
   */
  UPGRADE_REHEARSAL_MIGRATIONS: optionalText,
  /**
   * `GET /api/metrics/` (Prometheus) answers only `Authorization: Bearer <this>`; unset, the
   * call does not exist (404).
   */
  METRICS_TOKEN: z.string().min(16, "must be at least 16 characters").nullable().default(null),

  // Global extraordinary maintenance: the browser is redirected to the URL within the window.
  MAINTENANCE_URL: z.string().min(1).nullable().default(null),
  MAINTENANCE_START_DATE: optionalDate.default("2020-11-20 18:00"),
  MAINTENANCE_END_DATE: optionalDate.default("2020-11-23 08:00"),
  // Frontend section (spec §3).
  MAINTENANCE_WARNING_START_DATE: optionalDate.default("2021-03-12 11:00"),
  MAINTENANCE_WARNING_END_DATE: optionalDate.default("2021-03-15 04:00"),
  ENABLE_DEMO: booleanFlag.default(false),
  FEDERATED_HEADER_URL: optionalUrl,
  FEDERATED_FOOTER_URL: optionalUrl,
  TAG_MANAGER_ID: optionalText,
  ERROR_REPORTING_DSN: optionalText,
  RESET_PASSWORD_URL: optionalUrl,
  SHOP_URL: optionalUrl,
  SUBSCRIBE_URL: optionalUrl,
  APPOINTMENT_REQUEST_URL: optionalUrl,
});

export type Config = z.infer<typeof configSchema>;
