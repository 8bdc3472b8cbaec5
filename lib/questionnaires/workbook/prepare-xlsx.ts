import JSZip from 'jszip';
import { checkUnpacking, UnpackLimitError, UnreadableZipError } from '@/lib/uploads/bounded-zip';
import { plainValidations } from './extended-validations';
import { narrowValidations } from './narrow-validations';
import { WORKBOOK_UNPACK_LIMITS, WorkbookReadError } from './read-error';

const WORKSHEET = /^xl\/worksheets\/[^/]+\.xml$/;

/**
 * Inflates the whole workbook as a stream, keeping none of it, before jszip or exceljs (which hold all of it in
 * memory) may: refused with the limit's sentence when it unpacks past WORKBOOK_UNPACK_LIMITS, whatever sizes its
 * directory states, and as unreadable when it is no ZIP or its data is damaged.
 */
async function checkWorkbookZip(bytes: Uint8Array): Promise<void> {
  try {
    await checkUnpacking(bytes, WORKBOOK_UNPACK_LIMITS);
  } catch (error) {
    if (error instanceof UnpackLimitError) throw new WorkbookReadError('unpacks-too-large', error.message);
    if (error instanceof UnreadableZipError) throw new WorkbookReadError('unreadable');
    throw error;
  }
}

/**
 * The XLSX bytes exceljs can read safely: checked by checkWorkbookZip; with dropdowns kept in Excel's extension
 * list made plain (see extended-validations.ts) and data validations over whole columns narrowed (see
 * narrow-validations.ts). The bytes come back as they were when nothing needed changing.
 */
export async function prepareXlsx(bytes: Uint8Array): Promise<Uint8Array> {
  await checkWorkbookZip(bytes);
  let zip: JSZip;
  try {
    zip = await JSZip.loadAsync(bytes);
  } catch {
    throw new WorkbookReadError('unreadable');
  }
  const entries = Object.values(zip.files).filter((entry) => !entry.dir);
  let changed = false;
  for (const entry of entries.filter((each) => WORKSHEET.test(each.name))) {
    const xml = await entry.async('string');
    if (!xml.includes('dataValidation')) continue;
    const narrowed = narrowValidations(plainValidations(xml));
    if (narrowed !== xml) {
      zip.file(entry.name, narrowed);
      changed = true;
    }
  }
  return changed ? zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' }) : bytes;
}
