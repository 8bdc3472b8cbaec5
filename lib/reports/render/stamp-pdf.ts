const MARGIN = 24;
const MAX_SIZE = 8;
const MIN_SIZE = 5;

/** The standard Helvetica writes Latin-1 only: any other character (a name in another script) prints as "?". */
const latin1 = (text: string) => text.normalize('NFC').replace(/[^\x20-\x7e\xa0-\xff]/g, '?');

/**
 * Draws `line` at the foot of every page of `pdf`, shrunk to fit the page's width, so any page printed or shared
 * on its own still names who it was given to. Answers the new file; the original is not changed.
 */
export async function stampPdf(pdf: Uint8Array, line: string): Promise<Uint8Array> {
  // pdf-lib (about 160 modules) is loaded when a file is stamped, not by every module that imports this one.
  const { PDFDocument, rgb, StandardFonts } = await import('pdf-lib');
  const document = await PDFDocument.load(pdf, { ignoreEncryption: true });
  const font = await document.embedFont(StandardFonts.Helvetica);
  const text = latin1(line);
  for (const page of document.getPages()) {
    const { width } = page.getSize();
    const room = Math.max(width - 2 * MARGIN, 50);
    const fitting = (room / font.widthOfTextAtSize(text, MAX_SIZE)) * MAX_SIZE;
    const size = Math.max(MIN_SIZE, Math.min(MAX_SIZE, fitting));
    page.drawText(text, { x: MARGIN, y: MARGIN / 2, size, font, color: rgb(0.3, 0.3, 0.3), maxWidth: room });
  }
  return document.save();
}
