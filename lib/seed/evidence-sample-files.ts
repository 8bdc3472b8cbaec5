import { deflateSync } from 'node:zlib';

// Small but real files for the demo organization's evidence, so their downloads open in any viewer.

/** Text as a PDF string literal: backslashes and parentheses escaped, anything outside printable ASCII dropped. */
function pdfText(text: string): string {
  return `(${text.replace(/[^\x20-\x7e]/g, '').replace(/[\\()]/g, (character) => `\\${character}`)})`;
}

/** A one-page PDF (Helvetica, a title and lines of text) with a correct cross-reference table. */
export function samplePdf(title: string, lines: readonly string[]): Uint8Array {
  const text = [`BT /F1 18 Tf 72 720 Td ${pdfText(title)} Tj /F1 11 Tf`, ...lines.map((line) => `0 -22 Td ${pdfText(line)} Tj`), 'ET'].join(
    '\n',
  );
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(body);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let bit = 0; bit < 8; bit++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Uint8Array): Buffer {
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** A small grey-scale PNG: horizontal bands, like rows of a rule table. */
export function samplePng(width = 48, height = 32): Uint8Array {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit grey, deflate, no filter method variants, no interlace
  const pixels = Buffer.alloc((width + 1) * height);
  for (let y = 0; y < height; y++) {
    pixels[y * (width + 1)] = 0; // filter: none
    for (let x = 0; x < width; x++) pixels[y * (width + 1) + 1 + x] = Math.floor(y / 4) % 2 === 0 ? 0xf1 : 0xcb;
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const png = Buffer.concat([
    signature,
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(pixels)),
    pngChunk('IEND', new Uint8Array()),
  ]);
  return new Uint8Array(png.buffer, png.byteOffset, png.byteLength);
}
