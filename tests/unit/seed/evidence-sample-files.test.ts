/** @jest-environment node */
import { inflateSync } from 'node:zlib';
import { contentTypeOf } from '@/lib/domain/file-signature';
import { samplePdf, samplePng } from '@/lib/seed/evidence-sample-files';

describe('samplePdf', () => {
  it('is a PDF whose cross-reference table points at each object and whose startxref points at the table', () => {
    const bytes = samplePdf('Backup (nightly) logs', ['Line one', 'Ünïcode dropped']);
    expect(contentTypeOf('x.pdf', bytes)).toEqual({ ok: true, contentType: 'application/pdf' });
    const text = new TextDecoder().decode(bytes);
    const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)![1]);
    expect(text.slice(startxref, startxref + 4)).toBe('xref');
    const offsets = [...text.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]));
    expect(offsets).toHaveLength(5);
    offsets.forEach((offset, index) => expect(text.slice(offset, offset + 8)).toBe(`${index + 1} 0 obj\n`));
    expect(text).toContain('(Backup \\(nightly\\) logs) Tj');
    const length = Number(/\/Length (\d+) >>\nstream\n/.exec(text)![1]);
    const start = text.indexOf('stream\n') + 'stream\n'.length;
    expect(text.slice(start + length, start + length + 10)).toBe('\nendstream');
  });
});

describe('samplePng', () => {
  it('is a PNG with a header of its size and pixel data that inflates to every row', () => {
    const bytes = samplePng(10, 6);
    expect(contentTypeOf('x.png', bytes)).toEqual({ ok: true, contentType: 'image/png' });
    const view = Buffer.from(bytes);
    expect(view.readUInt32BE(16)).toBe(10);
    expect(view.readUInt32BE(20)).toBe(6);
    const idatLength = view.readUInt32BE(33);
    expect(view.toString('ascii', 37, 41)).toBe('IDAT');
    expect(inflateSync(view.subarray(41, 41 + idatLength))).toHaveLength((10 + 1) * 6);
  });
});
