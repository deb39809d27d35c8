import type { ImapFlow } from "imapflow";

/**
 * imapflow's client class, loaded at the first IMAP connection (a check, a poll, an IDLE watch):
 * it brings mailparser's kin (libmime, encoding-japanese) and socks, which only instances with
 * a PEC mailbox use, so they stay out of the main thread's heap until then (DESIGN §11, memory).
 */
export async function loadImapFlow(): Promise<typeof ImapFlow> {
  return (await import("imapflow")).ImapFlow;
}
