/**
 * Writes the sample customer questionnaire used by the tests: tests/fixtures/questionnaires/
 * security-questionnaire.xlsx (an instructions sheet and a questions sheet with merged section rows, a Yes/No
 * dropdown, an answer column, styles, widths and a frozen header) and security-questionnaire.csv (the same
 * questions). Run with `npx tsx scripts/make-questionnaire-fixture.ts`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { FIXTURE_SECTIONS } from './questionnaire-fixture-questions';

const OUT = path.join(process.cwd(), 'tests/fixtures/questionnaires');
const FIXED_DATE = new Date('2026-05-04T09:00:00Z');
const THIN = { style: 'thin', color: { argb: 'FF9CA3AF' } } as const;
const BORDER = { top: THIN, left: THIN, bottom: THIN, right: THIN };
const solid = (argb: string): ExcelJS.Fill => ({ type: 'pattern', pattern: 'solid', fgColor: { argb } });

function addInstructions(workbook: ExcelJS.Workbook): void {
  const sheet = workbook.addWorksheet('Instructions', { properties: { tabColor: { argb: 'FF1F4E79' } } });
  sheet.getColumn(1).width = 110;
  sheet.getCell('A1').value = 'Supplier Security Questionnaire';
  sheet.getCell('A1').font = { bold: true, size: 16, color: { argb: 'FF1F4E79' } };
  const lines = [
    'Thank you for taking part in our supplier security review.',
    'Answer every question on the "Security Questionnaire" sheet.',
    'Choose Yes, No or N/A in the dropdown, then explain in the Vendor Response column.',
    'Leave the Reviewer Notes column empty: our security team fills it in.',
    'Return the completed workbook to security-review@northwind.example within 14 days.',
  ];
  lines.forEach((line, index) => {
    const cell = sheet.getCell(index + 3, 1);
    cell.value = line;
    cell.alignment = { wrapText: true };
  });
}

function addQuestions(workbook: ExcelJS.Workbook): void {
  const sheet = workbook.addWorksheet('Security Questionnaire', { views: [{ state: 'frozen', ySplit: 3 }] });
  [8, 72, 14, 55, 30].forEach((width, index) => (sheet.getColumn(index + 1).width = width));
  sheet.mergeCells('A1:E1');
  sheet.getCell('A1').value = 'Northwind Retail \u2013 Supplier Security Questionnaire';
  sheet.getCell('A1').font = { bold: true, size: 14 };
  sheet.mergeCells('A2:E2');
  sheet.getCell('A2').value = 'Version 2.3, May 2026. Confidential once completed.';
  sheet.getCell('A2').font = { italic: true, color: { argb: 'FF6B7280' } };

  const header = sheet.getRow(3);
  header.values = ['#', 'Question', 'Yes / No / N/A', 'Vendor Response', 'Reviewer Notes'];
  header.height = 22;
  header.eachCell((cell) => {
    cell.font = { bold: true, color: { argb: 'FFFFFFFF' } };
    cell.fill = solid('FF1F4E79');
    cell.alignment = { vertical: 'middle', horizontal: 'center' };
    cell.border = BORDER;
  });

  let rowNumber = 4;
  FIXTURE_SECTIONS.forEach((section, sectionIndex) => {
    sheet.mergeCells(rowNumber, 1, rowNumber, 5);
    const title = sheet.getCell(rowNumber, 1);
    title.value = section.title;
    title.font = { bold: true, size: 12 };
    title.fill = solid('FFD9E1F2');
    rowNumber += 1;
    section.questions.forEach((question, questionIndex) => {
      const row = sheet.getRow(rowNumber);
      row.getCell(1).value = `${sectionIndex + 1}.${questionIndex + 1}`;
      row.getCell(2).value = questionValue(question, sectionIndex, questionIndex);
      row.getCell(2).alignment = { wrapText: true, vertical: 'top' };
      row.getCell(3).dataValidation = {
        type: 'list',
        allowBlank: true,
        showErrorMessage: true,
        errorTitle: 'Choose an answer',
        error: 'Choose Yes, No or N/A.',
        formulae: ['"Yes,No,N/A"'],
      };
      row.getCell(3).alignment = { horizontal: 'center', vertical: 'top' };
      row.getCell(4).fill = solid('FFFFF9DB');
      row.getCell(4).alignment = { wrapText: true, vertical: 'top' };
      row.getCell(5).fill = solid('FFF3F4F6');
      for (let column = 1; column <= 5; column += 1) row.getCell(column).border = BORDER;
      rowNumber += 1;
    });
    rowNumber += sectionIndex % 3 === 2 ? 1 : 0; // an empty row after some sections, as people leave them
  });
}

/** Most questions are plain text; one is rich text and one a formula, as customers' workbooks have them. */
function questionValue(question: string, section: number, index: number): ExcelJS.CellValue {
  if (section === 1 && index === 0) {
    const [before, after] = question.split('encrypted at rest');
    return { richText: [{ text: before! }, { text: 'encrypted at rest', font: { bold: true } }, { text: after! }] };
  }
  if (section === 2 && index === 0) {
    const half = question.indexOf(' penetration');
    return { formula: `"${question.slice(0, half)}"&"${question.slice(half)}"`, result: question };
  }
  return question;
}

export async function buildQuestionnaireWorkbook(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Northwind Retail Security';
  workbook.created = FIXED_DATE;
  workbook.modified = FIXED_DATE;
  addInstructions(workbook);
  addQuestions(workbook);
  return sameEveryRun(Buffer.from(await workbook.xlsx.writeBuffer()));
}

/** The workbook repacked with a fixed date on every entry, so running the script again changes no byte. */
async function sameEveryRun(bytes: Buffer): Promise<Buffer> {
  const source = await JSZip.loadAsync(bytes);
  const repacked = new JSZip();
  for (const entry of Object.values(source.files)) {
    if (!entry.dir) repacked.file(entry.name, await entry.async('uint8array'), { date: FIXED_DATE, createFolders: false });
  }
  return repacked.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

const csvCell = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);

export function buildQuestionnaireCsv(): string {
  const lines = [['#', 'Question', 'Yes / No / N/A', 'Vendor Response']];
  FIXTURE_SECTIONS.forEach((section, sectionIndex) => {
    lines.push([section.title]);
    section.questions.forEach((question, index) => lines.push([`${sectionIndex + 1}.${index + 1}`, question, '', '']));
  });
  return lines.map((cells) => cells.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

async function main(): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  writeFileSync(path.join(OUT, 'security-questionnaire.xlsx'), await buildQuestionnaireWorkbook());
  writeFileSync(path.join(OUT, 'security-questionnaire.csv'), buildQuestionnaireCsv());
  console.log(`Wrote the sample questionnaire to ${path.relative(process.cwd(), OUT)}`);
}

if (process.argv[1]?.endsWith('make-questionnaire-fixture.ts')) void main();
