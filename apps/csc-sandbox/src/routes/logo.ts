// The service's logo for info (CSC v2.0 §11.1: a PNG of at most 256×256): a blue square framed
// in white, drawn here so that the sandbox serves no binary file.
import { crc32, deflateSync } from "node:zlib";

const SIZE = 64;
const FRAME = 6;
const BLUE = [0x1c, 0x4e, 0x80];
const WHITE = [0xff, 0xff, 0xff];

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function drawLogo(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(SIZE, 0);
  header.writeUInt32BE(SIZE, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits per channel, RGB, no interlace
  const rows: number[] = [];
  for (let y = 0; y < SIZE; y++) {
    rows.push(0); // filter: none
    for (let x = 0; x < SIZE; x++) {
      const inFrame = Math.min(x, y, SIZE - 1 - x, SIZE - 1 - y) < FRAME;
      rows.push(...(inFrame ? WHITE : BLUE));
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.from(rows))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

export const LOGO_PNG = drawLogo();
