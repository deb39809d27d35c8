import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

/**
 * A real SMTP server on a free local port that keeps what it receives. `refuse`, asked before
 * each message is taken, may answer an SMTP reply code to refuse it with (451: try again later;
 * 550: never), as a real server would at the end of DATA.
 */
export async function startSmtpPeer(options: { refuse?: (attempt: number) => number | null } = {}) {
  const received: ReceivedMail[] = [];
  let attempts = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["AUTH", "STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        attempts += 1;
        const code = options.refuse?.(attempts) ?? null;
        if (code !== null) {
          const refusal = Object.assign(new Error(`${code} refused by the test's peer`), {
            responseCode: code,
          });
          callback(refusal);
          return;
        }
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** Waits until `count` messages have arrived (mail is sent after the HTTP answer). */
    async waitFor(count: number, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} e-mails, got ${received.length}`);
        await new Promise((r) => setTimeout(r, 25));
      }
      return received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first attachment of a raw MIME message with this content type, decoded from base64. */
export function attachmentOf(raw: string, contentType: string): Buffer {
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(raw)?.[1];
  if (!boundary) throw new Error("not a multipart message");
  for (const part of raw.split(`--${boundary}`)) {
    const split = part.indexOf("\r\n\r\n");
    // Long header lines arrive folded (RFC 5322 §2.2.3): unfold them before matching.
    const headers = part.slice(0, split).replace(/\r\n[ \t]+/g, " ");
    if (!new RegExp(`Content-Type:\\s*${contentType}`, "i").test(headers)) continue;
    if (!/Content-Transfer-Encoding: base64/i.test(headers)) throw new Error("attachment not in base64");
    return Buffer.from(part.slice(split + 4).replace(/\s+/g, ""), "base64");
  }
  throw new Error(`no ${contentType} attachment`);
}
