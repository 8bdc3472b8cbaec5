import type { ReportFormat } from '@/lib/schemas/reports/records';
import type { ReportDocument } from '../document';
import { fileTypes } from '@/lib/domain/reports/file-types';
import { renderDocx } from './docx';
import { renderPdf } from './pdf';
import { renderXlsx } from './xlsx';

export type RenderedReport = {
  bytes: Uint8Array<ArrayBuffer>;
  contentType: string;
  extension: 'pdf' | 'xlsx' | 'docx';
};

const FORMATS: Record<
  ReportFormat,
  { render: (doc: ReportDocument) => Promise<Uint8Array<ArrayBuffer>>; contentType: string; extension: RenderedReport['extension'] }
> = {
  pdf: { render: renderPdf, ...fileTypes.pdf },
  excel: { render: renderXlsx, ...fileTypes.excel },
  word: { render: renderDocx, ...fileTypes.word },
};

/** The report as a file of the requested format, with the content type and file extension to serve it with. */
export async function renderReport(doc: ReportDocument, format: ReportFormat): Promise<RenderedReport> {
  const chosen = Object.hasOwn(FORMATS, format) ? FORMATS[format] : undefined;
  // The format usually comes from a stored record or a form: refuse an unknown one plainly.
  if (!chosen) throw new RangeError(`Unknown report format "${String(format)}": expected pdf, excel or word.`);
  return { bytes: await chosen.render(doc), contentType: chosen.contentType, extension: chosen.extension };
}
