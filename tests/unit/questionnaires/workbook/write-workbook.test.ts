/** @jest-environment node */
import type ExcelJS from 'exceljs';
import { guessWorkbook, questionRows, type Question, type YesNoKind } from '@/lib/domain/questionnaires/workbook';
import {
  readQuestionnaire,
  UNWRITTEN_REASONS,
  writeAnswersToWorkbook,
  type AnswerTarget,
  type WorkbookAnswer,
} from '@/lib/questionnaires/workbook';
import { sheetValidations } from '@/lib/questionnaires/workbook/read-xlsx';
import { fixtureBytes, loadXlsx, QUESTION_SHEET, xlsxOf } from './fixture';

const ONE_PIXEL_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const KINDS: readonly (YesNoKind | null)[] = ['yes', 'no', 'not-applicable', null];
const ANSWER_COLUMN = 4;
const YES_NO_COLUMN = 3;

let original: ExcelJS.Workbook;
let written: ExcelJS.Workbook;
let questions: Question[];
let target: AnswerTarget;
let unwritten: Awaited<ReturnType<typeof writeAnswersToWorkbook>>['unwritten'];

const answerFor = (question: Question, index: number): WorkbookAnswer => ({
  sheet: question.sheet,
  row: question.row,
  answer: `Answer ${index + 1}: see our policies.`,
  yesNo: KINDS[index % KINDS.length],
});

beforeAll(async () => {
  const bytes = fixtureBytes('xlsx');
  const workbook = await readQuestionnaire(bytes);
  const guess = guessWorkbook(workbook).guesses.find((each) => each.sheet === QUESTION_SHEET)!;
  target = { sheet: QUESTION_SHEET, ...guess.choice! };
  questions = questionRows(
    workbook.sheets.find((sheet) => sheet.name === QUESTION_SHEET)!,
    guess.choice!,
  );
  const result = await writeAnswersToWorkbook(bytes, [target], questions.map(answerFor));
  unwritten = result.unwritten;
  original = await loadXlsx(bytes);
  written = await loadXlsx(result.bytes);
}, 60_000);

/** Every cell of a sheet as address → value and style, over the used area and one more row and column. */
function cells(sheet: ExcelJS.Worksheet, skip: ReadonlySet<string> = new Set()): Map<string, unknown> {
  const found = new Map<string, unknown>();
  // Reading a cell past the used area adds it to the sheet: take the bounds first.
  const [lastRow, lastColumn] = [sheet.rowCount + 1, sheet.columnCount + 1];
  for (let row = 1; row <= lastRow; row += 1) {
    for (let column = 1; column <= lastColumn; column += 1) {
      const cell = sheet.getCell(row, column);
      if (!skip.has(cell.address)) found.set(cell.address, JSON.stringify([cell.value, cell.style, cell.isMerged]));
    }
  }
  return found;
}

describe('writing answers into the customer workbook', () => {
  it('places every answer', () => {
    expect(unwritten).toEqual([]);
  });

  it('writes each answer into the answer column and its Yes/No word, as the dropdown spells it', () => {
    const sheet = written.getWorksheet(QUESTION_SHEET)!;
    questions.forEach((question, index) => {
      expect(sheet.getCell(question.row, ANSWER_COLUMN).value).toBe(`Answer ${index + 1}: see our policies.`);
      const word = { yes: 'Yes', no: 'No', 'not-applicable': 'N/A' }[KINDS[index % KINDS.length] ?? ('none' as never)] ?? null;
      expect(sheet.getCell(question.row, YES_NO_COLUMN).value).toBe(word);
    });
  });

  it('keeps the answer cells\u2019 own styles', () => {
    const [before, after] = [original, written].map((book) => book.getWorksheet(QUESTION_SHEET)!);
    for (const question of questions) {
      for (const column of [YES_NO_COLUMN, ANSWER_COLUMN]) {
        expect(after!.getCell(question.row, column).style).toEqual(before!.getCell(question.row, column).style);
      }
    }
    expect(after!.getCell(questions[0]!.row, ANSWER_COLUMN).fill).toEqual({
      type: 'pattern',
      pattern: 'solid',
      fgColor: { argb: 'FFFFF9DB' },
    });
  });

  it('leaves every other cell of every sheet as it was, values and styles', () => {
    const answered = new Set(questions.flatMap((question) => [`C${question.row}`, `D${question.row}`]));
    for (const before of original.worksheets) {
      const after = written.getWorksheet(before.name)!;
      const skip = before.name === QUESTION_SHEET ? answered : new Set<string>();
      expect(cells(after, skip)).toEqual(cells(before, skip));
    }
  });

  it('keeps the sheets, their order and state, column widths, merged cells, frozen header and dropdowns', () => {
    expect(written.worksheets.map((sheet) => [sheet.name, sheet.state])).toEqual(
      original.worksheets.map((sheet) => [sheet.name, sheet.state]),
    );
    for (const before of original.worksheets) {
      const after = written.getWorksheet(before.name)!;
      expect(after.columns.map((column) => column.width)).toEqual(before.columns.map((column) => column.width));
      expect([...after.model.merges].sort()).toEqual([...before.model.merges].sort());
      expect(after.views).toEqual(before.views);
      expect(after.properties.tabColor).toEqual(before.properties.tabColor);
      expect(sheetValidations(after).model).toEqual(sheetValidations(before).model);
    }
    const questionSheet = written.getWorksheet(QUESTION_SHEET)!;
    expect(questionSheet.model.merges).toHaveLength(12);
    expect(questionSheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 3 });
    expect(questionSheet.getColumn(2).width).toBe(72);
    expect(sheetValidations(questionSheet).model[`C${questions[0]!.row}`]).toMatchObject({ type: 'list', formulae: ['"Yes,No,N/A"'] });
  });
});

describe('writing into other layouts', () => {
  const layout = () =>
    xlsxOf((workbook) => {
      const sheet = workbook.addWorksheet('Q');
      sheet.getRow(1).values = ['Question', 'Answer (Yes/No)', 'Owner'];
      sheet.getRow(1).font = { bold: true, color: { argb: 'FF123456' } };
      sheet.getRow(2).values = ['Is MFA on?'];
      sheet.getRow(3).values = ['Is there a DPO?'];
      sheet.getRow(4).values = ['Do you process card data?'];
      sheet.getRow(5).values = ['Describe your backups.'];
      for (const row of [2, 3, 4]) sheet.getCell(row, 2).dataValidation = { type: 'list', formulae: ['"YES,NO"'] };
      sheet.mergeCells('D5:E5');
      sheet.getCell('D5').font = { italic: true };
    });

  it('writes a dropdown answer column with the list\u2019s spelling, refusing a value the list lacks', async () => {
    const target: AnswerTarget = { sheet: 'Q', headerRow: 1, questionColumn: 1, answerColumn: 2, yesNoColumn: null };
    const result = await writeAnswersToWorkbook(
      await layout(),
      [target],
      [
        { sheet: 'Q', row: 2, answer: 'Yes. Every account uses MFA.' },
        { sheet: 'Q', row: 3, answer: 'We have a DPO.', yesNo: 'no' },
        { sheet: 'Q', row: 4, answer: 'Not applicable: we take no card payments.' },
      ],
    );
    const sheet = (await loadXlsx(result.bytes)).getWorksheet('Q')!;
    expect([2, 3, 4].map((row) => sheet.getCell(row, 2).value)).toEqual(['YES', 'NO', null]);
    expect(result.unwritten).toEqual([{ sheet: 'Q', row: 4, reason: UNWRITTEN_REASONS.notInDropdown }]);
  });

  it('labels a new answer column in the question header\u2019s style, writes a merged cell through its master, keeps formulas inert', async () => {
    const target: AnswerTarget = { sheet: 'Q', headerRow: 1, questionColumn: 1, answerColumn: 4, yesNoColumn: 2 };
    const result = await writeAnswersToWorkbook(
      await layout(),
      [target],
      [
        { sheet: 'Q', row: 2, answer: '=HYPERLINK("http://evil.example")', yesNo: 'yes' },
        { sheet: 'Q', row: 5, answer: 'Daily, encrypted, tested monthly.' },
      ],
    );
    const sheet = (await loadXlsx(result.bytes)).getWorksheet('Q')!;
    expect(sheet.getCell('D1').value).toBe('Answer');
    expect(sheet.getCell('D1').font).toEqual({ bold: true, color: { argb: 'FF123456' } });
    expect(sheet.getCell('D2').value).toBe('\'=HYPERLINK("http://evil.example")');
    expect(sheet.getCell('B2').value).toBe('YES');
    expect(sheet.getCell('D5').value).toBe('Daily, encrypted, tested monthly.');
    expect(sheet.getCell('D5').font).toEqual({ italic: true });
    expect(sheet.model.merges).toEqual(['D5:E5']);
    expect(result.unwritten).toEqual([]);
  });

  it('lists answers for an unknown sheet, a sheet without chosen columns, or an impossible row', async () => {
    const target: AnswerTarget = { sheet: 'Q', headerRow: 1, questionColumn: 1, answerColumn: 4, yesNoColumn: null };
    const bytes = await xlsxOf((workbook) => {
      workbook.addWorksheet('Q').getCell('A1').value = 'Question';
      workbook.addWorksheet('Other').getCell('A1').value = 'Question';
    });
    const result = await writeAnswersToWorkbook(
      bytes,
      [target],
      [
        { sheet: 'Missing', row: 2, answer: 'x' },
        { sheet: 'Other', row: 2, answer: 'x' },
        { sheet: 'Q', row: 0, answer: 'x' },
        { sheet: 'Q', row: 2, answer: null },
      ],
    );
    expect(result.unwritten).toEqual([
      { sheet: 'Missing', row: 2, reason: UNWRITTEN_REASONS.noSheet },
      { sheet: 'Other', row: 2, reason: UNWRITTEN_REASONS.noColumns },
      { sheet: 'Q', row: 0, reason: UNWRITTEN_REASONS.noRow },
    ]);
  });

  it('keeps conditional formatting, notes, protection, names, page setup, heights, hidden rows, links and images', async () => {
    const bytes = await xlsxOf((workbook) => {
      const sheet = workbook.addWorksheet('Q', { pageSetup: { orientation: 'landscape', fitToPage: true } });
      sheet.getRow(1).values = ['Question', 'Answer'];
      sheet.getCell('A2').value = 'Is MFA on?';
      sheet.getCell('A2').note = 'Asked by the customer\u2019s CISO';
      sheet.addConditionalFormatting({
        ref: 'B2:B50',
        rules: [
          { type: 'containsText', operator: 'containsText', text: 'No', priority: 1, style: { font: { color: { argb: 'FFFF0000' } } } },
        ],
      });
      sheet.autoFilter = 'A1:B1';
      workbook.definedNames.add("'Q'!$A$2:$A$50", 'Questions');
      void sheet.protect('', { formatCells: true });
      sheet.getRow(2).height = 40;
      sheet.getColumn(3).hidden = true;
      sheet.getCell('A3').value = 'A hidden question?';
      sheet.getRow(3).hidden = true;
      sheet.getCell('A4').value = { text: 'Our policy', hyperlink: 'https://example.com/policy' };
      sheet.headerFooter.oddFooter = '&LConfidential&RPage &P';
      sheet.addImage(workbook.addImage({ base64: ONE_PIXEL_PNG, extension: 'png' }), 'D2:E4');
    });
    const target: AnswerTarget = { sheet: 'Q', headerRow: 1, questionColumn: 1, answerColumn: 2, yesNoColumn: null };
    const result = await writeAnswersToWorkbook(bytes, [target], [{ sheet: 'Q', row: 2, answer: 'Yes.' }]);
    const [before, after] = await Promise.all([loadXlsx(bytes), loadXlsx(result.bytes)]);
    const [b, a] = [before.getWorksheet('Q')!, after.getWorksheet('Q')!];
    expect(a.getCell('B2').value).toBe('Yes.');
    // Kept by exceljs but left out of its type declarations.
    const hidden = (sheet: ExcelJS.Worksheet) =>
      sheet as unknown as { conditionalFormattings: unknown[]; sheetProtection: Record<string, unknown> | null };
    expect(hidden(a).conditionalFormattings).toHaveLength(1);
    expect(hidden(a).conditionalFormattings).toEqual(hidden(b).conditionalFormattings);
    expect(a.getCell('A2').note).toEqual(b.getCell('A2').note);
    expect(a.autoFilter).toEqual(b.autoFilter);
    // exceljs reads a missing first page number as 1 and writes it back as set: the sheet's printed pages are
    // numbered from 1, as they are when it is printed alone; only when printed with other sheets do they restart.
    expect({ ...a.pageSetup, useFirstPageNumber: false }).toEqual({ ...b.pageSetup, useFirstPageNumber: false });
    expect(a.pageSetup).toMatchObject({ orientation: 'landscape', fitToPage: true });
    expect(hidden(a).sheetProtection).toMatchObject({ sheet: true, formatCells: true });
    expect(hidden(a).sheetProtection).toEqual(hidden(b).sheetProtection);
    expect(after.definedNames.model).toEqual(before.definedNames.model);
    expect([a.getRow(2).height, a.getColumn(3).hidden, a.getRow(3).hidden]).toEqual([40, true, true]);
    expect(a.getCell('A4').value).toEqual({ text: 'Our policy', hyperlink: 'https://example.com/policy' });
    expect(a.headerFooter).toEqual(b.headerFooter);
    expect(a.getImages()).toHaveLength(1);
    const place = (sheet: ExcelJS.Worksheet) => {
      const { tl, br } = sheet.getImages()[0]!.range;
      return [tl.nativeCol, tl.nativeRow, br?.nativeCol, br?.nativeRow];
    };
    expect(place(a)).toEqual([3, 1, 5, 4]);
    expect(place(a)).toEqual(place(b));
  });
});
