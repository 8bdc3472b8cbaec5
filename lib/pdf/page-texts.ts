import 'server-only';
import { definePDFJSModule, extractText, getDocumentProxy } from 'unpdf';

/** How much of a report is read: enough for a SOC 2 report's sections, bounded so one file cannot flood a request. */
export const PDF_LIMITS = { pages: 80, charactersPerPage: 6_000, characters: 150_000 } as const;

/** A PDF whose text cannot be read (not a PDF, damaged, password-protected, or scanned images with no text). */
export class PdfTextError extends Error {
  override name = 'PdfTextError';
}

let pdfjsReady: Promise<void> | null = null;

/** unpdf's PDF.js build, which needs no worker, no browser and no native module; loaded once. */
function readyPdfjs(): Promise<void> {
  pdfjsReady ??= definePDFJSModule(() => import('unpdf/pdfjs'));
  return pdfjsReady;
}

/**
 * The text of a PDF page by page (index 0 is page 1), within PDF_LIMITS: pages past the limit are left out and a
 * page's text is cut at its share. `truncated` says whether anything was left out.
 */
export async function pdfPageTexts(bytes: Uint8Array): Promise<{ pages: string[]; totalPages: number; truncated: boolean }> {
  await readyPdfjs();
  let text: string[];
  let totalPages: number;
  try {
    // Verbosity 0: a damaged file is answered with a message, not logged as a warning with its details.
    const document = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0 });
    try {
      ({ text, totalPages } = await extractText(document, { mergePages: false }));
    } finally {
      await document.loadingTask.destroy();
    }
  } catch (error) {
    const locked = error instanceof Error && error.name === 'PasswordException';
    throw new PdfTextError(
      locked ? 'The report is protected by a password: upload a copy without one.' : 'The file could not be read as a PDF.',
    );
  }
  let budget = PDF_LIMITS.characters;
  let truncated = totalPages > PDF_LIMITS.pages;
  const pages = text.slice(0, PDF_LIMITS.pages).map((page) => {
    const kept = page.slice(0, Math.min(PDF_LIMITS.charactersPerPage, budget));
    if (kept.length < page.length) truncated = true;
    budget -= kept.length;
    return kept;
  });
  if (pages.every((page) => page.trim() === ''))
    throw new PdfTextError('The report has no text to read (a scan?): upload a PDF with its text.');
  return { pages, totalPages, truncated };
}
