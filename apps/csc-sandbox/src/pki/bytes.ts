/**
 * A copy of the bytes in an ArrayBuffer of their own, as asn1js and pkijs take them. Never
 * `buffer.slice().buffer`: a Node Buffer's slice is a view of its shared pool.
 */
export function toArrayBuffer(bytes: Uint8Array): ArrayBuffer {
  return new Uint8Array(bytes).buffer;
}
