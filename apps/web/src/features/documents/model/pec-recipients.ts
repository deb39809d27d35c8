/**
 * The addresses typed that are none of those offered (the parties' PEC fields, the address
 * book's PEC): a PEC sent to an ordinary mailbox proves sending, not delivery (issue 47 §2), so
 * the form warns of each. Compared without regard to case, as mail domains are.
 */
export function addressesNotKnownAsPec(
  addresses: readonly string[],
  known: readonly { address: string }[],
): string[] {
  const pec = new Set(known.map((entry) => entry.address.trim().toLowerCase()));
  return addresses.filter((address) => !pec.has(address.trim().toLowerCase()));
}

/** The attachment chosen: the contract as a file, the frozen PDF, or a kept signed copy by id. */
export type PecAttachment = "pdf" | "docx" | "frozen" | `copy:${number}`;

/** The body's attachment fields for a choice: a signed copy, when chosen, is the attachment. */
export function attachmentFields(
  choice: PecAttachment,
): { attachment_extension: "pdf" | "docx" | "frozen" } | { signed_copy: number } {
  if (choice.startsWith("copy:")) return { signed_copy: Number(choice.slice("copy:".length)) };
  return { attachment_extension: choice as "pdf" | "docx" | "frozen" };
}
