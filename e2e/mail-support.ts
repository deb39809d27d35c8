import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect } from "@playwright/test";
import { type ParsedMail, simpleParser } from "mailparser";

/**
 * The e-mails the journey's server wrote to `to` (SMTP_URL is unset in the e2e run: each one is
 * an .eml under its DATA_DIR/mail), oldest first: the files are named by the moment they were
 * written, and read in their names' order.
 */
export async function mailsTo(to: string): Promise<ParsedMail[]> {
  const dir = join(process.env.E2E_DATA_DIR ?? "", "mail");
  // Made with the server's first e-mail.
  if (!existsSync(dir)) return [];
  const files = readdirSync(dir)
    .filter((file) => file.endsWith(".eml"))
    .sort();
  const parsed = await Promise.all(files.map((file) => simpleParser(readFileSync(join(dir, file)))));
  return parsed.filter((mail) => mail.to && JSON.stringify(mail.to).includes(to));
}

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
