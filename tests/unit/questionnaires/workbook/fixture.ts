import { readFileSync } from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';

const FOLDER = path.join(process.cwd(), 'tests/fixtures/questionnaires');

/** The committed sample questionnaire (written by scripts/make-questionnaire-fixture.ts). */
export const fixtureBytes = (extension: 'xlsx' | 'csv') =>
  new Uint8Array(readFileSync(path.join(FOLDER, `security-questionnaire.${extension}`)));

export const QUESTION_SHEET = 'Security Questionnaire';

/** A workbook built in the test, as the bytes of an .xlsx file. */
export async function xlsxOf(build: (workbook: ExcelJS.Workbook) => void): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  build(workbook);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

export async function loadXlsx(bytes: Uint8Array): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(bytes) as unknown as ExcelJS.Buffer);
  return workbook;
}
