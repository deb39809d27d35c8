import type { PecSecurity } from "@app/contracts";
import type { ImapFlowOptions } from "imapflow";
import type SMTPTransport from "nodemailer/lib/smtp-transport";
import type { MessageKey } from "../../platform/i18n/messages";
import { loadNodemailer } from "../../platform/mail/nodemailer";
import { loadImapFlow } from "./imapflow";

/** What the product needs to reach a PEC mailbox, the password opened. */
export interface PecServer {
  address: string;
  smtp_host: string;
  smtp_port: number;
  smtp_security: PecSecurity;
  imap_host: string;
  imap_port: number;
  imap_security: PecSecurity;
  username: string;
  password: string;
}

/** Why a connection failed, as a message key the caller's language says in words. */
export type PecConnectionFailure = Extract<
  MessageKey,
  | "pec_auth_refused"
  | "pec_host_not_found"
  | "pec_connection_refused"
  | "pec_timeout"
  | "pec_certificate"
  | "pec_tls_required"
  | "pec_server_error"
  | "pec_host_local"
>;

/** Every failure of nodemailer or imapflow read into one of the kinds the user is told. */
export function failureOf(error: unknown): PecConnectionFailure {
  const e = error as {
    code?: string;
    message?: string;
    authenticationFailed?: boolean;
    responseCode?: number;
  };
  const text = `${e?.code ?? ""} ${e?.message ?? ""} ${(error as { cause?: { code?: string } })?.cause?.code ?? ""}`;
  if (
    e?.authenticationFailed ||
    e?.code === "EAUTH" ||
    e?.responseCode === 535 ||
    /AUTHENTICATIONFAILED|Invalid login|authentication failed/i.test(text)
  )
    return "pec_auth_refused";
  if (/ENOTFOUND|EAI_AGAIN|EDNS|getaddrinfo/i.test(text)) return "pec_host_not_found";
  if (/ECONNREFUSED/i.test(text)) return "pec_connection_refused";
  if (/CERT|certificate|self[- ]signed|UNABLE_TO_VERIFY|ERR_TLS|altnames/i.test(text))
    return "pec_certificate";
  if (/STARTTLS|wrong version number|EPROTO|ssl3|tls/i.test(text)) return "pec_tls_required";
  if (/ETIMEDOUT|ETIMEOUT|timeout|timed out|CONNECT_TIMEOUT|ESOCKETTIMEDOUT/i.test(text))
    return "pec_timeout";
  return "pec_server_error";
}

/** nodemailer's options for the mailbox's SMTP server: TLS from the start, STARTTLS required, or none. */
export function smtpOptions(server: PecServer, timeoutMs: number): SMTPTransport.Options {
  return {
    host: server.smtp_host,
    port: server.smtp_port,
    secure: server.smtp_security === "ssl",
    requireTLS: server.smtp_security === "starttls",
    ignoreTLS: server.smtp_security === "none",
    auth: { user: server.username, pass: server.password },
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
    dnsTimeout: timeoutMs,
    logger: false,
    debug: false,
  };
}

/** imapflow's options for the mailbox's IMAP server (`doSTARTTLS`: imapflow reads it, its types miss it). */
export function imapOptions(server: PecServer, timeoutMs: number): ImapFlowOptions {
  return {
    host: server.imap_host,
    port: server.imap_port,
    secure: server.imap_security === "ssl",
    auth: { user: server.username, pass: server.password },
    logger: false,
    disableAutoIdle: true,
    ...({
      doSTARTTLS: server.imap_security === "ssl" ? undefined : server.imap_security === "starttls",
      connectionTimeout: timeoutMs,
      greetingTimeout: timeoutMs,
      socketTimeout: Math.max(timeoutMs * 3, 30_000),
    } as object),
  };
}

/** Rejects after `ms`, so no server holds a check longer than the configured time. */
async function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(Object.assign(new Error("timeout"), { code: "ETIMEDOUT" })), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export type CheckResult = { ok: true } | { ok: false; failure: PecConnectionFailure };

/** Connects and logs in to the SMTP server (nodemailer `verify()`), then leaves. */
export async function checkSmtp(server: PecServer, timeoutMs: number): Promise<CheckResult> {
  const nodemailer = await loadNodemailer();
  const transport = nodemailer.createTransport(smtpOptions(server, timeoutMs));
  try {
    await within(timeoutMs * 2, transport.verify());
    return { ok: true };
  } catch (error) {
    return { ok: false, failure: failureOf(error) };
  } finally {
    transport.close();
  }
}

/** Connects and logs in to the IMAP server (imapflow), then logs out. */
export async function checkImap(server: PecServer, timeoutMs: number): Promise<CheckResult> {
  const ImapFlow = await loadImapFlow();
  const client = new ImapFlow(imapOptions(server, timeoutMs));
  // An error after the check (the socket closing) must not reach the process.
  client.on("error", () => {});
  try {
    await within(timeoutMs * 2, client.connect());
    await within(timeoutMs, client.logout());
    return { ok: true };
  } catch (error) {
    client.close();
    return { ok: false, failure: failureOf(error) };
  }
}
