/**
 * What a person types or pastes as the code of an authenticator app: six digits, often with a
 * space in the middle (as the apps show them) or around them (as a copy picks them up). The
 * spaces are dropped here and by the server's schema alike.
 */
export function enteredTotpCode(typed: string): string {
  return typed.replace(/\s/g, "");
}

/** Whether what was typed is a code of the app, once its spaces are dropped. */
export function isTotpCode(typed: string): boolean {
  return /^\d{6}$/.test(enteredTotpCode(typed));
}

/**
 * Room for a pasted code with its spaces («␠123 456␠»): the field cuts what is longer, so a
 * limit of seven characters kept « 123 45» of it (issue 44).
 */
export const TOTP_INPUT_MAX_LENGTH = 16;

/** An app's secret as a person copies it by hand: groups of four (`ABCD EFGH …`), as the apps take it. */
export function secretInGroups(secret: string): string {
  return secret.match(/.{1,4}/g)?.join(" ") ?? secret;
}
