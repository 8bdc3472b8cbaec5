import { unpackLimitMessage, type UnpackLimits } from '@/lib/uploads/bounded-zip';

/** Why an uploaded questionnaire could not be read: one sentence the screen shows with a 4xx answer. */
export type WorkbookReadProblem = 'unreadable' | 'empty' | 'password' | 'legacy-xls' | 'too-large' | 'unpacks-too-large' | 'too-many-rows';

/** The largest questionnaire file accepted, and the most rows one sheet may have. */
export const MAX_WORKBOOK_BYTES = 10 * 1024 * 1024;
export const MAX_SHEET_ROWS = 5_000;

/**
 * What a workbook may unpack to before exceljs, which holds all of it in memory, is given it. A questionnaire of
 * 5,000 rows unpacks to a few megabytes; its XML compresses some 5 to 20 times.
 */
export const WORKBOOK_UNPACK_LIMITS: UnpackLimits = {
  totalBytes: 100 * 1024 * 1024,
  entryBytes: 50 * 1024 * 1024,
  ratio: 100,
  entries: 1_000,
};

export const WORKBOOK_MESSAGES: Record<WorkbookReadProblem, string> = {
  unreadable: 'This file could not be read as an Excel workbook or CSV.',
  empty: 'This file has no rows to read.',
  password: 'This workbook is protected with a password. Remove the password in Excel, save it and upload it again.',
  'legacy-xls': 'This is an old Excel (.xls) file. Save it as an Excel workbook (.xlsx) or CSV and upload it again.',
  'too-large': 'This file is larger than 10 MB. Remove what the questionnaire does not need and upload it again.',
  'unpacks-too-large': unpackLimitMessage('total', WORKBOOK_UNPACK_LIMITS.totalBytes),
  'too-many-rows': 'A sheet of this file has more than 5,000 rows. Split the questionnaire and upload it again.',
};

/** Thrown by the readers for a file the product cannot use; `status` is the HTTP status to answer with. */
export class WorkbookReadError extends Error {
  readonly status: 413 | 422;

  /** `message` names the limit a ZIP passed ('unpacks-too-large'); other problems have their one sentence. */
  constructor(
    readonly problem: WorkbookReadProblem,
    message = WORKBOOK_MESSAGES[problem],
  ) {
    super(message);
    this.name = 'WorkbookReadError';
    this.status = problem === 'too-large' || problem === 'unpacks-too-large' ? 413 : 422;
  }
}
