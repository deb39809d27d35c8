import { normaliseSlug } from "@app/documents";

/**
 * A slug as the editor typed it, normalised on Apply (spec §4) exactly as the server will:
 * lower-case ascii, `_` between words, a letter first. Text with no letter or digit gives ""
 * (required), not the server's `f_` stand-in.
 */
export function normaliseTypedSlug(input: string): string {
  return /[\p{L}\p{N}]/u.test(input) ? normaliseSlug(input) : "";
}

/** A slug suggested from a label while the slug is still empty ("Canone annuo" → canone_annuo). */
export const slugFromLabel = normaliseTypedSlug;
