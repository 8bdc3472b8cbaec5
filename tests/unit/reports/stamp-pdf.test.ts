/** @jest-environment node */
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { stampLine } from '@/lib/domain/trust/access';
import { stampPdf } from '@/lib/reports/render/stamp-pdf';
import { readPdf } from './pdf-support';

async function threePages(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const number of [1, 2, 3]) pdf.addPage([595, 842]).drawText(`Report page ${number}`, { x: 50, y: 700, size: 14, font });
  return pdf.save();
}

describe('stampPdf', () => {
  it('prints the requester, the company and the time on every page, and keeps the pages', async () => {
    const line = stampLine({ name: 'Ana Ruiz', company: 'Buyer Inc' }, new Date('2026-03-01T10:00:00Z'));
    const pages = await readPdf(await stampPdf(await threePages(), line));
    expect(pages).toHaveLength(3);
    pages.forEach((text, index) => {
      expect(text).toContain(`Report page ${index + 1}`);
      expect(text).toContain('Ana Ruiz (Buyer Inc) on 2026-03-01 10:00 UTC');
    });
  });

  it('fits a long line on a small page and writes names in other scripts without failing', async () => {
    const small = await PDFDocument.create();
    small.addPage([200, 200]);
    const line = stampLine({ name: 'Łukasz 张伟', company: 'A very long company name '.repeat(4) }, new Date('2026-03-01T10:00:00Z'));
    const [text] = await readPdf(await stampPdf(await small.save(), line));
    expect(text).toContain('ukasz');
  });

  it('refuses a file that is no PDF', async () => {
    await expect(stampPdf(new TextEncoder().encode('not a pdf'), 'x')).rejects.toThrow();
  });
});
