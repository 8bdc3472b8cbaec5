/** @jest-environment node */
import { renderReport } from '@/lib/reports/render';
import type { ReportFormat } from '@/lib/schemas/reports/records';
import { sampleDocument } from './sample-document';

const start = (bytes: Uint8Array, length: number) => Buffer.from(bytes.subarray(0, length)).toString('latin1');

describe('renderReport', () => {
  it.each([
    ['pdf', 'application/pdf', 'pdf', '%PDF-'],
    ['excel', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'xlsx', 'PK'],
    ['word', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'docx', 'PK'],
  ] as const)('renders %s as %s', async (format, contentType, extension, magic) => {
    const rendered = await renderReport(sampleDocument(), format);
    expect(rendered.contentType).toBe(contentType);
    expect(rendered.extension).toBe(extension);
    expect(rendered.bytes).toBeInstanceOf(Uint8Array);
    expect(start(rendered.bytes, magic.length)).toBe(magic);
  });

  it('renders a report with no sections', async () => {
    const empty = { ...sampleDocument(), sections: [], notes: '' };
    for (const format of ['pdf', 'excel', 'word'] as const) {
      expect((await renderReport(empty, format)).bytes.length).toBeGreaterThan(1000);
    }
  });

  it('refuses an unknown format with a clear message', async () => {
    await expect(renderReport(sampleDocument(), 'csv' as ReportFormat)).rejects.toThrow(
      'Unknown report format "csv": expected pdf, excel or word.',
    );
    await expect(renderReport(sampleDocument(), 'constructor' as ReportFormat)).rejects.toThrow(RangeError);
  });
});
