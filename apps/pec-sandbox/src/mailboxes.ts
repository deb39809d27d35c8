// The sandbox's mailboxes: their passwords (the SMTP server's AUTH and the IMAP logins), and
// delivery into them by IMAP APPEND to Dovecot, logged in as the mailbox's owner, as a
// provider's delivery agent would put the message there.
import { ImapFlow } from "imapflow";
import type { DovecotServer } from "./dovecot";

export class Mailboxes {
  private readonly passwords = new Map<string, string>();

  constructor(
    private readonly dovecot: DovecotServer,
    readonly domain: string,
  ) {}

  /** The address `localPart@domain` with this password, in Dovecot too. */
  async add(localPart: string, password: string): Promise<string> {
    const address = `${localPart}@${this.domain}`.toLowerCase();
    if (!this.passwords.has(address)) await this.dovecot.addUser(address, password);
    else if (this.passwords.get(address) !== password)
      throw new Error(`${address} already has another password`);
    this.passwords.set(address, password);
    return address;
  }

  has(address: string): boolean {
    return this.passwords.has(address.toLowerCase());
  }

  /** Constant-time enough for a test server: the SMTP AUTH check. */
  authenticates(address: string, password: string): boolean {
    const known = this.passwords.get(address.toLowerCase());
    return known !== undefined && known === password;
  }

  /** The message appended to the mailbox's INBOX, unseen. */
  async deliver(address: string, raw: Uint8Array): Promise<void> {
    const password = this.passwords.get(address.toLowerCase());
    if (password === undefined) throw new Error(`no mailbox ${address}`);
    const client = new ImapFlow({
      host: this.dovecot.host,
      port: this.dovecot.imapPort,
      secure: false,
      auth: { user: address.toLowerCase(), pass: password },
      logger: false,
    });
    await client.connect();
    try {
      await client.append("INBOX", Buffer.from(raw), []);
    } finally {
      await client.logout();
    }
  }
}
