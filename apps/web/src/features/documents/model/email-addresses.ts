import type { TFunction } from "../../../lib/translator";

/**
 * The recipients of the send-by-e-mail form (spec §5: to_email required, each entry a valid
 * e-mail address), checked in the browser exactly as the server's schema checks them
 * (`z.email().max(254)`, at most 10, packages/contracts agreementSendmailBodySchema): the
 * pattern below is zod's own, and a test holds the two in step.
 */
const EMAIL =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export const MAX_RECIPIENTS = 10;
export const MAX_ADDRESS_LENGTH = 254;

/** Commas, semicolons and white space separate addresses when several are typed or pasted. */
export const ADDRESS_SEPARATORS = [",", ";", " "];

export function isEmailAddress(value: string): boolean {
  return value.length <= MAX_ADDRESS_LENGTH && EMAIL.test(value);
}

/** Splits typed or pasted text into addresses, dropping blanks and repeats (case-insensitive). */
export function splitAddresses(text: string): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const part of text.split(/[\s,;]+/)) {
    const address = part.trim();
    if (!address || seen.has(address.toLowerCase())) continue;
    seen.add(address.toLowerCase());
    out.push(address);
  }
  return out;
}

export type RecipientsProblem =
  | { kind: "required" }
  | { kind: "tooMany"; max: number }
  | { kind: "invalid"; addresses: string[] };

/** What is wrong with the list, or null when the server will accept it. */
export function recipientsProblem(addresses: readonly string[]): RecipientsProblem | null {
  if (addresses.length === 0) return { kind: "required" };
  const invalid = addresses.filter((address) => !isEmailAddress(address));
  if (invalid.length > 0) return { kind: "invalid", addresses: invalid };
  if (addresses.length > MAX_RECIPIENTS) return { kind: "tooMany", max: MAX_RECIPIENTS };
  return null;
}

/**
 * What the recipients field says (the e-mail and the PEC dialogs): the server's error on the list
 * while still current, else, once the form was tried, what is wrong with the addresses.
 */
export function recipientsErrorText(
  t: TFunction,
  problem: RecipientsProblem | null,
  shown: boolean,
  serverError: string | undefined,
): string | undefined {
  if (serverError) return serverError;
  if (!shown || !problem) return undefined;
  if (problem.kind === "required") return t("documents.email.toRequired");
  if (problem.kind === "tooMany") return t("documents.email.tooMany", { max: problem.max });
  return t("documents.email.invalid", {
    count: problem.addresses.length,
    addresses: problem.addresses.join(", "),
  });
}
