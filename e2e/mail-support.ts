import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect } from "@playwright/test";
import { type ParsedMail, simpleParser } from "mailparser";

/**
 * Every e-mail the journey's server wrote (SMTP_URL is unset in the e2e run: each one is an .eml
 * under its DATA_DIR/mail), oldest first: the files are named by the moment they were written,
 * and read in their names' order.
 */
export async function allMails(): Promise<ParsedMail[]> {
  const dir = join(process.env.E2E_DATA_DIR ?? "", "mail");
  // Made with the server's first e-mail.
  if (!existsSync(dir)) return [];
  const files = readdirSync(dir)
    .filter((file) => file.endsWith(".eml"))
    .sort();
  return Promise.all(files.map((file) => simpleParser(readFileSync(join(dir, file)))));
}

/** The e-mails to `to`, oldest first. */
export async function mailsTo(to: string): Promise<ParsedMail[]> {
  return (await allMails()).filter((mail) => mail.to && JSON.stringify(mail.to).includes(to));
}

/** The newest e-mail that `matches`, waiting for it to be written (a reminder, a sent contract). */
export async function awaitMail(
  matches: (mail: ParsedMail) => boolean,
  timeout = 10_000,
): Promise<ParsedMail> {
  let found: ParsedMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await allMails()).filter(matches).at(-1);
        return found !== undefined;
      },
      { timeout },
    )
    .toBe(true);
  return found as ParsedMail;
}

/** Whom an e-mail went to, as one text ("Giulia Bianchi <giulia.bianchi@…>, …"). */
export const recipientsOf = (mail: ParsedMail): string =>
  (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).map((address) => address.text).join(", ");

/**
 * What `pattern` captures (its first group) in the newest e-mail to `to` after the first `skip`
 * ones, waiting for it to be written: an OTP or a link sent a moment ago.
 */
export async function awaitMailedText(to: string, pattern: RegExp, skip = 0): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(async () => {
      const mails = (await mailsTo(to)).slice(skip);
      found = mails
        .map((mail) => pattern.exec(mail.text ?? "")?.[1])
        .filter((text): text is string => text !== undefined)
        .at(-1);
      return found !== undefined;
    })
    .toBe(true);
  return found as string;
}
