import type { QuestionnaireWorkbook } from '@/lib/domain/questionnaires/workbook';
import { readCsv } from './read-csv';
import { MAX_WORKBOOK_BYTES, WorkbookReadError } from './read-error';
import { readXlsx } from './read-xlsx';

const ZIP = [0x50, 0x4b, 0x03, 0x04];
/** Microsoft's compound file: an old .xls, or an .xlsx encrypted with a password (it then holds EncryptionInfo). */
const COMPOUND_FILE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ENCRYPTION_INFO = Buffer.from('EncryptionInfo', 'utf16le');

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);

export type ReadOptions = {
  /** The sheet name a CSV's questions carry (a CSV has no sheets); defaults to "Sheet1". */
  csvSheetName?: string;
};

/**
 * Reads an uploaded questionnaire, XLSX or CSV told apart by their bytes rather than their name. Throws a
 * WorkbookReadError (its message is for the screen) for a file over 10 MB, empty, password-protected, an old .xls,
 * a workbook that unpacks past WORKBOOK_UNPACK_LIMITS, with a sheet over 5,000 rows, or readable as neither.
 */
export async function readQuestionnaire(bytes: Uint8Array, options: ReadOptions = {}): Promise<QuestionnaireWorkbook> {
  if (bytes.length > MAX_WORKBOOK_BYTES) throw new WorkbookReadError('too-large');
  if (bytes.length === 0 || !/\S/.test(Buffer.from(bytes.subarray(0, 4096)).toString('latin1'))) {
    throw new WorkbookReadError('empty');
  }
  if (startsWith(bytes, ZIP)) return { format: 'xlsx', sheets: await readXlsx(bytes) };
  if (startsWith(bytes, COMPOUND_FILE)) {
    throw new WorkbookReadError(Buffer.from(bytes).includes(ENCRYPTION_INFO) ? 'password' : 'legacy-xls');
  }
  return { format: 'csv', sheets: [readCsv(bytes, options.csvSheetName ?? 'Sheet1')] };
}
