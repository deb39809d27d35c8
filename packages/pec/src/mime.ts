// The S/MIME layout of a message (RFC 8551), read with mailsplit: the headers PEC adds, and the
// exact bytes a detached signature covers. mailsplit gives back every byte it reads (its joiner
// rebuilds the message byte for byte), so a node's place in the message is the sum of what came
// before it.
import { finished } from "node:stream/promises";
import { Splitter } from "@zone-eu/mailsplit";
import type { MimeNode } from "@zone-eu/mailsplit/lib/types";

/** Past this a message is not read (a PEC mailbox's own limit is 30 MB per message, attachments included). */
export const MAX_MESSAGE_BYTES = 30 * 1024 * 1024;

export type SmimeLayout =
  /** multipart/signed: the first part's bytes as signed (canonical, CRLF), the second part's CMS. */
  | { kind: "detached"; content: Uint8Array; signature: Uint8Array }
  /** application/pkcs7-mime: a CMS SignedData enveloping the MIME entity. */
  | { kind: "opaque"; cms: Uint8Array }
  | { kind: "unsigned" };

export interface MessageLayout {
  /** The top-level header's value, trimmed, or null; by lower-case name. */
  header(name: string): string | null;
  smime: SmimeLayout;
}

interface Placed {
  node: MimeNode;
  start: number;
  body: Buffer[];
}

async function split(raw: Uint8Array): Promise<Placed[]> {
  const splitter = new Splitter({ maxChildNodes: 1000, ignoreEmbedded: true });
  const placed: Placed[] = [];
  const byNode = new Map<MimeNode, Placed>();
  let offset = 0;
  splitter.on("data", (chunk) => {
    if (chunk.type === "node") {
      const item = { node: chunk, start: offset, body: [] };
      placed.push(item);
      byNode.set(chunk, item);
      offset += chunk.getHeaders().length;
    } else {
      if (chunk.type === "body") byNode.get(chunk.node)?.body.push(chunk.value);
      offset += chunk.value.length;
    }
  });
  splitter.end(Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength));
  await finished(splitter);
  return placed;
}

/** A leaf's content, its transfer encoding undone (the CMS of an S/MIME part is Base64). */
function decoded(item: Placed): Uint8Array {
  const body = Buffer.concat(item.body);
  if (item.node.encoding === "base64") return new Uint8Array(Buffer.from(body.toString("latin1"), "base64"));
  return new Uint8Array(body);
}

const SIGNATURE_TYPES = ["application/pkcs7-signature", "application/x-pkcs7-signature"];
const OPAQUE_TYPES = ["application/pkcs7-mime", "application/x-pkcs7-mime"];

function smime(raw: Uint8Array, placed: Placed[]): SmimeLayout {
  const root = placed[0];
  if (!root) return { kind: "unsigned" };
  if (root.node.contentType && OPAQUE_TYPES.includes(root.node.contentType))
    return { kind: "opaque", cms: decoded(root) };
  if (root.node.contentType !== "multipart/signed" || !root.node._boundary) return { kind: "unsigned" };
  const children = placed.filter((item) => item.node.parentNode === root.node);
  const [signed, signature] = children;
  if (!signed || !signature?.node.contentType || !SIGNATURE_TYPES.includes(signature.node.contentType))
    return { kind: "unsigned" };
  // The CRLF before a boundary belongs to the boundary (RFC 2046 §5.1.1): the signed bytes end
  // before the last "\r\n--boundary" between the two parts.
  const between = Buffer.from(raw.buffer, raw.byteOffset + signed.start, signature.start - signed.start);
  const end = between.lastIndexOf(Buffer.concat([Buffer.from("\r\n--"), root.node._boundary]));
  if (end < 0) return { kind: "unsigned" };
  return {
    kind: "detached",
    content: new Uint8Array(between.subarray(0, end)),
    signature: decoded(signature),
  };
}

/**
 * The parts directly inside the entity's top multipart, each as a MIME entity of its own (its
 * headers and its still-encoded body), with the file name it declares. Only direct children:
 * an attachment of a message carried inside (a delivery receipt's postacert.eml) is not one.
 */
export async function directParts(
  entity: Uint8Array,
): Promise<{ filename: string | null; raw: Uint8Array }[]> {
  const placed = await split(entity);
  const root = placed[0];
  if (!root) return [];
  return placed
    .filter((item) => item.node.parentNode === root.node)
    .map((item) => ({
      filename: typeof item.node.filename === "string" ? item.node.filename : null,
      raw: new Uint8Array(Buffer.concat([item.node.getHeaders(), ...item.body])),
    }));
}

/** The message's top-level headers and its S/MIME layout. */
export async function readLayout(raw: Uint8Array): Promise<MessageLayout> {
  const placed = await split(raw);
  const headers = placed[0]?.node.headers || null;
  return {
    header: (name) => {
      const value = headers ? headers.getFirst(name) : "";
      return value.trim() || null;
    },
    smime: smime(raw, placed),
  };
}
