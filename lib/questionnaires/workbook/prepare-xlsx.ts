import JSZip from 'jszip';
import { plainValidations } from './extended-validations';
import { narrowValidations } from './narrow-validations';
import { WorkbookReadError } from './read-error';

/** The most a workbook may unpack to: a 10 MB upload that unpacks to gigabytes is not a questionnaire. */
export const MAX_UNPACKED_BYTES = 200 * 1024 * 1024;

const WORKSHEET = /^xl\/worksheets\/[^/]+\.xml$/;

/** The unpacked size the ZIP's directory states for an entry (jszip keeps it without a public accessor). */
const unpackedSize = (entry: JSZip.JSZipObject) =>
  (entry as unknown as { _data?: { uncompressedSize?: number } })._data?.uncompressedSize ?? 0;

/**
 * The XLSX bytes exceljs can read safely: refused as too large when they unpack past 200 MB, unreadable when they
 * are not a ZIP; with dropdowns kept in Excel's extension list made plain (see extended-validations.ts) and data
 * validations over whole columns narrowed (see narrow-validations.ts). The bytes come back as they were when
 * nothing needed changing.
 */
export async function prepareXlsx(bytes: Uint8Array): Promise<Uint8Array> {
  let zip: JSZip;
  try {
    zip = await JSZip.loadAsync(bytes);
  } catch {
    throw new WorkbookReadError('unreadable');
  }
  const entries = Object.values(zip.files).filter((entry) => !entry.dir);
  const unpacked = entries.reduce((total, entry) => total + unpackedSize(entry), 0);
  if (unpacked > MAX_UNPACKED_BYTES) throw new WorkbookReadError('too-large');
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
