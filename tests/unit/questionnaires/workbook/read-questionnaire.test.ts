/** @jest-environment node */
import JSZip from 'jszip';
import { guessWorkbook, questionRows, type WorkbookSheet } from '@/lib/domain/questionnaires/workbook';
import { MAX_SHEET_ROWS, MAX_WORKBOOK_BYTES, readQuestionnaire, WORKBOOK_MESSAGES, WorkbookReadError } from '@/lib/questionnaires/workbook';
import { FIXTURE_QUESTION_COUNT, FIXTURE_SECTIONS } from '@/scripts/questionnaire-fixture-questions';
import { fixtureBytes, QUESTION_SHEET, xlsxOf } from './fixture';

const text = (value: string) => new TextEncoder().encode(value);

async function refusal(bytes: Uint8Array): Promise<WorkbookReadError> {
  const error = await readQuestionnaire(bytes).then(
    () => null,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof WorkbookReadError)) throw new Error(`Expected a WorkbookReadError, got ${String(error)}`);
  return error;
}

const questionsOf = (sheet: WorkbookSheet) => {
  const guess = guessWorkbook({ format: 'xlsx', sheets: [sheet] }).guesses[0]!;
  return questionRows(sheet, guess.choice!);
};

describe('reading the sample questionnaire', () => {
  it('reads the workbook: both sheets, the questions sheet suggested, its columns guessed', async () => {
    const workbook = await readQuestionnaire(fixtureBytes('xlsx'));
    expect(workbook.format).toBe('xlsx');
    expect(workbook.sheets.map((sheet) => sheet.name)).toEqual(['Instructions', QUESTION_SHEET]);
    const { guesses, suggestedSheet } = guessWorkbook(workbook);
    expect(suggestedSheet).toBe(QUESTION_SHEET);
    const guess = guesses.find((each) => each.sheet === QUESTION_SHEET)!;
    expect(guess.choice).toEqual({ headerRow: 3, questionColumn: 2, answerColumn: 4, yesNoColumn: 3 });
    expect(guess.yesNoValues).toEqual(['Yes', 'No', 'N/A']);
    expect(guesses[0]!.choice?.headerRow ?? null).toBeNull();
  });

  it('lists the 60 questions with their sections, the rich-text and formula questions as plain text', async () => {
    const workbook = await readQuestionnaire(fixtureBytes('xlsx'));
    const questions = questionsOf(workbook.sheets[1]!);
    expect(questions).toHaveLength(FIXTURE_QUESTION_COUNT);
    expect(questions.map((question) => question.text)).toEqual(FIXTURE_SECTIONS.flatMap((section) => section.questions));
    expect(questions.map((question) => question.section)).toEqual(
      FIXTURE_SECTIONS.flatMap((section) => section.questions.map(() => section.title)),
    );
    expect(questions[0]).toEqual({ sheet: QUESTION_SHEET, row: 5, text: FIXTURE_SECTIONS[0]!.questions[0], section: '1. Access Control' });
    expect(questions.at(-1)!.row).toBe(76);
  });

  it('reads the CSV the same way, as one sheet named by the caller', async () => {
    const workbook = await readQuestionnaire(fixtureBytes('csv'), { csvSheetName: 'supplier-review.csv' });
    expect(workbook.format).toBe('csv');
    const sheet = workbook.sheets[0]!;
    expect(sheet.name).toBe('supplier-review.csv');
    const questions = questionsOf(sheet);
    expect(questions.map((question) => question.text)).toEqual(FIXTURE_SECTIONS.flatMap((section) => section.questions));
    expect(questions[0]).toMatchObject({ row: 3, section: '1. Access Control' });
    expect(guessWorkbook(workbook).guesses[0]!.choice).toEqual({ headerRow: 1, questionColumn: 2, answerColumn: 4, yesNoColumn: 3 });
  });
});

describe('reading cells', () => {
  it('reads a merged range from its master cell, a formula by its result, rich text and links as plain text', async () => {
    const bytes = await xlsxOf((workbook) => {
      const sheet = workbook.addWorksheet('Q');
      sheet.getRow(1).values = ['Question', 'Answer'];
      sheet.mergeCells('A2:B2');
      sheet.getCell('A2').value = 'Access';
      sheet.getCell('A3').value = { formula: '"Is MFA "&"on?"', result: 'Is MFA on?' };
      sheet.getCell('A4').value = { richText: [{ text: 'Is data ', font: { bold: true } }, { text: 'encrypted?' }] };
      sheet.getCell('A5').value = { text: 'Is the policy public?', hyperlink: 'https://example.com' };
      sheet.getCell('A6').value = { formula: 'NOW()' } as never;
      sheet.getCell('A7').value = new Date('2026-01-02T00:00:00Z');
      sheet.getCell('B7').value = true;
      sheet.getCell('C7').value = 42;
      sheet.mergeCells('A8:A9');
      sheet.getCell('A8').value = 'Is a merged question read once?';
      sheet.mergeCells('A10:C11');
    });
    const sheet = (await readQuestionnaire(bytes)).sheets[0]!;
    const texts = sheet.rows.map((row) => [row.row, row.cells.map((cell) => cell && [cell.text, cell.span])]);
    expect(texts).toEqual([
      [
        1,
        [
          ['Question', 1],
          ['Answer', 1],
        ],
      ],
      [
        2,
        [
          ['Access', 2],
          ['Access', 2],
        ],
      ],
      [3, [['Is MFA on?', 1]]],
      [4, [['Is data encrypted?', 1]]],
      [5, [['Is the policy public?', 1]]],
      [
        7,
        [
          ['2026-01-02', 1],
          ['TRUE', 1],
          ['42', 1],
        ],
      ],
      [8, [['Is a merged question read once?', 1]]],
    ]);
    expect(sheet.columnCount).toBe(3);
  });

  it('reads bold from the font or from rich text that is bold throughout', async () => {
    const bytes = await xlsxOf((workbook) => {
      const sheet = workbook.addWorksheet('Q');
      sheet.getCell('A1').value = 'Plain';
      sheet.getCell('A2').value = 'Bold';
      sheet.getCell('A2').font = { bold: true };
      sheet.getCell('A3').value = {
        richText: [
          { text: 'All ', font: { bold: true } },
          { text: 'bold', font: { bold: true } },
        ],
      };
      sheet.getCell('A4').value = { richText: [{ text: 'Part ', font: { bold: true } }, { text: 'bold' }] };
    });
    const sheet = (await readQuestionnaire(bytes)).sheets[0]!;
    expect(sheet.rows.map((row) => row.cells[0]!.bold)).toEqual([false, true, true, false]);
  });

  it('reads dropdowns given inline, by a range on another sheet and by a defined name; hidden sheets are marked', async () => {
    const bytes = await xlsxOf((workbook) => {
      const sheet = workbook.addWorksheet('Q');
      const lists = workbook.addWorksheet('Lists', { state: 'hidden' });
      ['YES', 'NO', 'N/A'].forEach((value, index) => (lists.getCell(index + 1, 1).value = value));
      ['High', 'Low'].forEach((value, index) => (lists.getCell(index + 1, 2).value = value));
      workbook.definedNames.add("'Lists'!$B$1:$B$2", 'Priorities');
      sheet.getRow(1).values = ['Question', 'Inline', 'Range', 'Named', 'Same sheet'];
      sheet.getCell('B2').dataValidation = { type: 'list', allowBlank: true, formulae: ['"Yes,No"'] };
      sheet.getCell('C2').dataValidation = { type: 'list', allowBlank: true, formulae: ["'Lists'!$A$1:$A$3"] };
      sheet.getCell('D2').dataValidation = { type: 'list', allowBlank: true, formulae: ['Priorities'] };
      sheet.getCell('E2').dataValidation = { type: 'list', allowBlank: true, formulae: ['$E$1:$E$1'] };
      sheet.getCell('A3').dataValidation = { type: 'whole', operator: 'between', formulae: [1, 5] };
    });
    const workbook = await readQuestionnaire(bytes);
    expect(workbook.sheets.map((sheet) => [sheet.name, sheet.hidden])).toEqual([
      ['Q', false],
      ['Lists', true],
    ]);
    expect(workbook.sheets[0]!.dropdowns).toEqual([
      { column: 2, values: ['Yes', 'No'] },
      { column: 3, values: ['YES', 'NO', 'N/A'] },
      { column: 4, values: ['High', 'Low'] },
      { column: 5, values: ['Same sheet'] },
    ]);
  });
});

describe('reading CSV files', () => {
  it('reads semicolon and tab separated files, quoted fields with line breaks, and a byte order mark', async () => {
    const semicolon = await readQuestionnaire(text('\ufeffQuestion;Answer\r\n"Is data encrypted; at rest?";\r\n'));
    expect(semicolon.sheets[0]!.rows.map((row) => row.cells.map((cell) => cell?.text))).toEqual([
      ['Question', 'Answer'],
      ['Is data encrypted; at rest?'],
    ]);
    const tabs = await readQuestionnaire(text('Question\tAnswer\n"Two\nlines?"\tYes\n\nLast?\t\n'));
    expect(tabs.sheets[0]!.rows.map((row) => [row.row, row.cells.map((cell) => cell?.text)])).toEqual([
      [1, ['Question', 'Answer']],
      [2, ['Two\nlines?', 'Yes']],
      [4, ['Last?']],
    ]);
  });

  it('reads a tab-separated UTF-16 file, as Excel saves "Unicode text"', async () => {
    const bytes = new Uint8Array(Buffer.from('\ufeffQuestion\tAnswer\r\nIs data held in the EEA \u2013 or elsewhere?\t\r\n', 'utf16le'));
    const workbook = await readQuestionnaire(bytes);
    expect(workbook.sheets[0]!.rows.map((row) => row.cells.map((cell) => cell?.text))).toEqual([
      ['Question', 'Answer'],
      ['Is data held in the EEA \u2013 or elsewhere?'],
    ]);
  });

  it('reads a Windows-1252 file as Excel writes it', async () => {
    // "Is data held in the EEA – or elsewhere? €5 café" with the dash, euro sign and é as Windows-1252 bytes.
    const bytes = new Uint8Array([
      ...text('Question\nIs data held in the EEA '),
      0x96,
      ...text(' or elsewhere? '),
      0x80,
      ...text('5 caf'),
      0xe9,
      0x0a,
    ]);
    const workbook = await readQuestionnaire(bytes);
    expect(workbook.sheets[0]!.rows[1]!.cells[0]!.text).toBe('Is data held in the EEA \u2013 or elsewhere? \u20ac5 caf\u00e9');
  });
});

describe('files that cannot be read', () => {
  const compound = (extra: Buffer) =>
    new Uint8Array(Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504), extra]));

  it.each([
    ['a PDF', () => text('%PDF-1.7\n\x00\x01\x02binary')],
    ['a PNG image', () => new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])],
    ['a broken ZIP', () => new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5])],
    ['a CSV with a broken quote', () => text('Question,Answer\n"Is it "broken"" here?,x\n"unclosed\n')],
  ])('refuses %s as unreadable', async (_, bytes) => {
    const error = await refusal(bytes());
    expect(error.message).toBe('This file could not be read as an Excel workbook or CSV.');
    expect([error.problem, error.status]).toEqual(['unreadable', 422]);
  });

  it('refuses a ZIP that is not a workbook', async () => {
    const zip = new JSZip();
    zip.file('readme.txt', 'hello');
    const error = await refusal(new Uint8Array(await zip.generateAsync({ type: 'uint8array' })));
    expect(error.problem).toBe('unreadable');
  });

  it.each([
    ['nothing', () => new Uint8Array()],
    ['only white space', () => text(' \r\n\t\n')],
    ['only a byte order mark and commas', () => text('\ufeff,,\n,,\n')],
    ['a workbook of empty sheets', () => xlsxOf((workbook) => void workbook.addWorksheet('Blank'))],
  ])('refuses a file of %s as empty', async (_, bytes) => {
    const error = await refusal(await bytes());
    expect([error.message, error.status]).toEqual(['This file has no rows to read.', 422]);
  });

  it('refuses a password-protected workbook and an old .xls file with what to do', async () => {
    const encrypted = await refusal(compound(Buffer.from('EncryptionInfo\0EncryptedPackage', 'utf16le')));
    expect(encrypted.message).toBe(WORKBOOK_MESSAGES.password);
    expect(encrypted.message).toMatch(/password/);
    const legacy = await refusal(compound(Buffer.from('Workbook', 'utf16le')));
    expect(legacy.message).toBe(WORKBOOK_MESSAGES['legacy-xls']);
    expect(legacy.message).toMatch(/\.xlsx/);
  });

  it('refuses a file over 10 MB with 413, before reading it', async () => {
    const error = await refusal(new Uint8Array(MAX_WORKBOOK_BYTES + 1).fill(0x41));
    expect([error.problem, error.status, error.message]).toEqual(['too-large', 413, WORKBOOK_MESSAGES['too-large']]);
    // A file of exactly 10 MB is read (and this one is then refused for what it holds, not for its size).
    expect((await refusal(new Uint8Array(MAX_WORKBOOK_BYTES))).problem).toBe('unreadable');
  });

  it('refuses a sheet over 5,000 rows, in a CSV and in a workbook', async () => {
    const lines = (count: number) => Array.from({ length: count }, (_, index) => `Question ${index + 1}?`).join('\n');
    await expect(readQuestionnaire(text(lines(MAX_SHEET_ROWS)))).resolves.toMatchObject({ format: 'csv' });
    expect((await refusal(text(lines(MAX_SHEET_ROWS + 1)))).problem).toBe('too-many-rows');
    const big = await xlsxOf((workbook) => {
      const sheet = workbook.addWorksheet('Q');
      for (let row = 1; row <= MAX_SHEET_ROWS + 1; row += 1) sheet.getCell(row, 1).value = `Question ${row}?`;
    });
    const error = await refusal(big);
    expect([error.problem, error.message]).toEqual(['too-many-rows', WORKBOOK_MESSAGES['too-many-rows']]);
  });
});
