/** The blocks of a PEM text (RFC 7468): each label and its DER bytes. */
export function pemBlocks(text: string): { label: string; der: Uint8Array<ArrayBuffer> }[] {
  const blocks: { label: string; der: Uint8Array<ArrayBuffer> }[] = [];
  const armour = /-----BEGIN ([A-Z0-9 ]+)-----([\s\S]*?)-----END \1-----/g;
  for (const [, label = "", body = ""] of text.matchAll(armour)) {
    blocks.push({ label, der: new Uint8Array(Buffer.from(body.replace(/\s+/g, ""), "base64")) });
  }
  return blocks;
}

/** Base64 text (with line breaks or not) as bytes, or null when it is not base64 at all. */
export function base64Bytes(text: string): Uint8Array<ArrayBuffer> | null {
  const compact = text.replace(/\s+/g, "");
  if (compact.length < 16 || !/^[A-Za-z0-9+/]+={0,2}$/.test(compact)) return null;
  return new Uint8Array(Buffer.from(compact, "base64"));
}
