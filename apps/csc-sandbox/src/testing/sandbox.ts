// Test support: a sandbox on a free port of 127.0.0.1, with its own keys in a temporary folder,
// its log and e-mails in memory, and a clock the test can move.
import { readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { pino } from "pino";
import { buildSandbox } from "../app";
import { DEFAULT_CONFIG_FILE, parseSandboxFile, type SandboxFile } from "../config";
import type { RouteConfig } from "../context";
import type { OtpMailer, OtpMessage } from "../mail";
import { openPki, type SandboxPki } from "../pki/store";

export const PIN = "12345678";
export const DEMO_PASSWORD = "demo-password-2026";
export const SHA256 = "2.16.840.1.101.3.4.2.1";
export const RSA = "1.2.840.113549.1.1.1";

export interface Answer {
  status: number;
  headers: Headers;
  /** The JSON body, else the text (HTML), else null. */
  // biome-ignore lint/suspicious/noExplicitAny: tests read the answers' fields by the spec's names
  body: any;
}

export interface CallOptions {
  body?: unknown;
  token?: string;
  /** "user:password" for HTTP Basic. */
  basic?: string;
  /** Sent as application/x-www-form-urlencoded. */
  form?: Record<string, string>;
  signal?: AbortSignal;
}

export interface TestSandbox {
  app: FastifyInstance;
  pki: SandboxPki;
  config: RouteConfig;
  /** The origin, "http://127.0.0.1:<port>". */
  origin: string;
  logs: string[];
  mails: OtpMessage[];
  /** Moves the sandbox's clock forward (SADs, tokens and OTPs expire by it). */
  advance(ms: number): void;
  call(method: "GET" | "POST", path: string, options?: CallOptions): Promise<Answer>;
  /** POST /csc/v2/<method>. */
  csc(method: string, options?: CallOptions): Promise<Answer>;
  close(): Promise<void>;
}

/** The committed demo configuration, some of its users only (fewer keys to make), changed as asked. */
export function testConfig(usernames: string[], changes: Partial<SandboxFile> = {}): SandboxFile {
  const file = parseSandboxFile(JSON.parse(readFileSync(DEFAULT_CONFIG_FILE, "utf8")));
  return { ...file, ...changes, users: file.users.filter((user) => usernames.includes(user.username)) };
}

async function answerOf(response: Response): Promise<Answer> {
  const text = await response.text();
  let body: unknown = text || null;
  if ((response.headers.get("content-type") ?? "").includes("json")) body = JSON.parse(text);
  return { status: response.status, headers: response.headers, body };
}

/** `mailer`: a real one (SMTP); unset, the e-mails are kept in `mails`. */
export async function startTestSandbox(file: SandboxFile, mailer?: OtpMailer): Promise<TestSandbox> {
  const dataDir = await mkdtemp(join(tmpdir(), "csc-sandbox-"));
  const logs: string[] = [];
  const mails: OtpMessage[] = [];
  let offset = 0;
  const logger = pino({ level: "info" }, { write: (line: string) => logs.push(line) });
  const pki = await openPki(dataDir, file.users, { info: (message) => logs.push(message) });
  const memory: OtpMailer = { send: async (message) => void mails.push(message), close: () => {} };
  // The public URL is only known once listening; info's links are not what these tests read.
  const config: RouteConfig = { ...file, publicUrl: "http://127.0.0.1" };
  const clock = { now: () => Date.now() + offset };
  const app = await buildSandbox({ config, pki, mailer: mailer ?? memory, logger, clock });
  await app.listen({ host: "127.0.0.1", port: 0 });
  const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

  async function call(method: "GET" | "POST", path: string, options: CallOptions = {}): Promise<Answer> {
    const headers: Record<string, string> = {};
    let body: string | undefined;
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.basic) headers.authorization = `Basic ${Buffer.from(options.basic).toString("base64")}`;
    if (options.form) {
      headers["content-type"] = "application/x-www-form-urlencoded";
      body = new URLSearchParams(options.form).toString();
    } else if (method === "POST") {
      headers["content-type"] = "application/json";
      body = JSON.stringify(options.body ?? {});
    }
    const response = await fetch(`${origin}${path}`, {
      method,
      headers,
      body,
      redirect: "manual",
      signal: options.signal,
    });
    return answerOf(response);
  }

  return {
    app,
    pki,
    config,
    origin,
    logs,
    mails,
    advance: (ms) => {
      offset += ms;
    },
    call,
    csc: (method, options) => call("POST", `/csc/v2/${method}`, options),
    close: async () => {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** auth/login with the user's password: the access token. */
export async function signIn(
  sandbox: TestSandbox,
  username: string,
  password = DEMO_PASSWORD,
): Promise<string> {
  const answer = await sandbox.csc("auth/login", { basic: `${username}:${password}` });
  if (answer.status !== 200)
    throw new Error(`login of ${username}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.access_token;
}

/** credentials/sendOTP, then the OTP as the e-mail carries it. */
export async function sendOtp(sandbox: TestSandbox, token: string, credentialID: string): Promise<string> {
  const answer = await sandbox.csc("credentials/sendOTP", { token, body: { credentialID } });
  if (answer.status !== 204) throw new Error(`sendOTP: ${answer.status} ${JSON.stringify(answer.body)}`);
  const otp = /è (\d{6})\./.exec(sandbox.mails.at(-1)?.text ?? "")?.[1];
  if (!otp) throw new Error("no OTP e-mailed");
  return otp;
}

export function authData(pin: string, otp?: string) {
  return [{ id: "PIN", value: pin }, ...(otp === undefined ? [] : [{ id: "OTP", value: otp }])];
}
