import {
  columnChoiceProblem,
  dropdownChoice,
  leadingYesNo,
  looksLikeQuestion,
  questionRows,
  type ColumnChoice,
} from '@/lib/domain/questionnaires/workbook';
import { mergedRow, sheetOf } from './sheet-builder';

const CHOICE: ColumnChoice = { headerRow: 1, questionColumn: 2, answerColumn: 4, yesNoColumn: 3 };
const HEADER = ['#', 'Question', 'Yes/No', 'Answer'];

const summary = (questions: ReturnType<typeof questionRows>) => questions.map((q) => [q.row, q.text, q.section]);

describe('looksLikeQuestion', () => {
  it.each([
    'Do you encrypt backups?',
    'Describe your incident response process',
    'Provide your latest SOC 2 report',
    'Customer data is encrypted at rest.',
    'Encryption of customer data at rest with managed keys',
    'MFA?',
    '4.2 Is MFA enforced for administrators?',
  ])('"%s" reads as a question', (text) => expect(looksLikeQuestion(text)).toBe(true));

  it.each(['Access Control', '3. Encryption', 'Section 4 - Incident Response', 'General', 'A.9 Access control policy', ''])(
    '"%s" reads as a heading',
    (text) => expect(looksLikeQuestion(text)).toBe(false),
  );
});

describe('questionRows', () => {
  it('gives each question its sheet, row and the nearest section above it', () => {
    const sheet = sheetOf([
      HEADER,
      mergedRow('1. Access Control', 4, true),
      ['1.1', 'Is MFA required for administrators?'],
      ['1.2', 'Do you support SSO with SAML?', 'Yes', 'We do.'],
      mergedRow('2. Encryption', 4),
      ['2.1', 'Is data encrypted at rest?'],
    ]);
    expect(questionRows(sheet, CHOICE)).toEqual([
      { sheet: 'Questions', row: 3, text: 'Is MFA required for administrators?', section: '1. Access Control' },
      { sheet: 'Questions', row: 4, text: 'Do you support SSO with SAML?', section: '1. Access Control' },
      { sheet: 'Questions', row: 6, text: 'Is data encrypted at rest?', section: '2. Encryption' },
    ]);
  });

  it('has no section before the first section header', () => {
    const sheet = sheetOf([HEADER, ['1', 'Is MFA required?']]);
    expect(summary(questionRows(sheet, CHOICE))).toEqual([[2, 'Is MFA required?', null]]);
  });

  it('skips empty rows and keeps the worksheet row numbers', () => {
    const sheet = sheetOf([HEADER, ['1', 'Is MFA required?'], ['2', 'Are backups tested?']], { rowNumbers: [1, 5, 9] });
    expect(summary(questionRows(sheet, CHOICE))).toEqual([
      [5, 'Is MFA required?', null],
      [9, 'Are backups tested?', null],
    ]);
  });

  it('reads a section header from text only in the first cell, left of the questions', () => {
    const sheet = sheetOf([
      HEADER,
      ['Vendor management, including the review of every subprocessor we use'],
      ['1', 'Do you review vendors?'],
    ]);
    expect(summary(questionRows(sheet, CHOICE))).toEqual([
      [3, 'Do you review vendors?', 'Vendor management, including the review of every subprocessor we use'],
    ]);
  });

  it('reads a bold text alone in the question column as a section, unless it asks something', () => {
    const sheet = sheetOf([
      HEADER,
      [null, { text: 'Our security organisation and the people responsible for it', bold: true }],
      ['1', 'Is there a security officer?'],
      [null, { text: 'Is security reviewed by the board?', bold: true }],
    ]);
    expect(summary(questionRows(sheet, CHOICE))).toEqual([
      [3, 'Is there a security officer?', 'Our security organisation and the people responsible for it'],
      [4, 'Is security reviewed by the board?', 'Our security organisation and the people responsible for it'],
    ]);
  });

  it('reads a short text that asks nothing, alone in the question column, as a section', () => {
    const sheet = sheetOf([HEADER, [null, 'Logging'], ['1', 'Are logs kept for a year?'], [null, 'Are logs reviewed?']]);
    expect(summary(questionRows(sheet, CHOICE))).toEqual([
      [3, 'Are logs kept for a year?', 'Logging'],
      [4, 'Are logs reviewed?', 'Logging'],
    ]);
  });

  it('reads a numbered heading over several bold cells as a section', () => {
    const sheet = sheetOf([
      HEADER,
      [
        { text: '4', bold: true },
        { text: 'Incident response', bold: true },
      ],
      ['4.1', 'Is there an incident response plan?'],
      [
        { text: '4.2', bold: true },
        { text: 'Is the plan tested?', bold: true },
      ],
      ['4.3', 'Backups', 'Yes'],
    ]);
    expect(summary(questionRows(sheet, CHOICE))).toEqual([
      [3, 'Is there an incident response plan?', '4 Incident response'],
      [4, 'Is the plan tested?', '4 Incident response'],
      [5, 'Backups', '4 Incident response'],
    ]);
  });

  it('reads the text of a merged question cell once and a merged section across columns', () => {
    const sheet = sheetOf([
      HEADER,
      [null, { text: 'Training', span: 2 }, { text: 'Training', span: 2 }],
      ['1', { text: 'Is security training given every year?', span: 2 }, { text: 'Is security training given every year?', span: 2 }],
    ]);
    expect(summary(questionRows(sheet, { ...CHOICE, yesNoColumn: null }))).toEqual([
      [3, 'Is security training given every year?', 'Training'],
    ]);
  });

  it('skips rows with nothing in the question column, and a repeat of the header row', () => {
    const sheet = sheetOf([HEADER, ['1', null, 'Yes', 'A stray answer'], HEADER, ['2', 'Is MFA on?']]);
    expect(summary(questionRows(sheet, CHOICE))).toEqual([[4, 'Is MFA on?', null]]);
  });

  it('collapses white space and line breaks in a question', () => {
    const sheet = sheetOf([HEADER, ['1', '  Is data\nencrypted   in transit? ']]);
    expect(questionRows(sheet, CHOICE)[0]!.text).toBe('Is data encrypted in transit?');
  });

  it('reads every row as a question or section when there is no header row', () => {
    const sheet = sheetOf([['Access'], ['Is MFA required?'], ['Are accounts reviewed?']]);
    const choice = { headerRow: null, questionColumn: 1, answerColumn: 2, yesNoColumn: null };
    expect(summary(questionRows(sheet, choice))).toEqual([
      [2, 'Is MFA required?', 'Access'],
      [3, 'Are accounts reviewed?', 'Access'],
    ]);
  });

  it('ignores the rows above the header row', () => {
    const sheet = sheetOf([['Please answer every question below.'], ['Is this a question?'], HEADER, ['1', 'Is MFA on?']]);
    expect(summary(questionRows(sheet, { ...CHOICE, headerRow: 3 }))).toEqual([[4, 'Is MFA on?', null]]);
  });
});

describe('columnChoiceProblem', () => {
  const sheet = sheetOf([HEADER, ['1', 'Is MFA on?']]);

  it('accepts a choice inside the sheet, a new answer column and no Yes/No column', () => {
    expect(columnChoiceProblem(sheet, CHOICE)).toBeNull();
    expect(columnChoiceProblem(sheet, { ...CHOICE, answerColumn: 9, yesNoColumn: null, headerRow: null })).toBeNull();
  });

  it.each([
    [{ questionColumn: 0 }, 'Choose a question column that has questions in it.'],
    [{ questionColumn: 7 }, 'Choose a question column that has questions in it.'],
    [{ questionColumn: 1.5 }, 'Choose a question column that has questions in it.'],
    [{ answerColumn: 0 }, 'Choose a column for the answers.'],
    [{ answerColumn: 16_385 }, 'Choose a column for the answers.'],
    [{ answerColumn: 2 }, 'The answers cannot go in the question column.'],
    [{ yesNoColumn: -1 }, 'Choose a Yes/No column on the sheet, or none.'],
    [{ yesNoColumn: 2 }, 'The Yes/No column cannot be the question column.'],
    [{ headerRow: 7 }, 'Choose a header row that has text in it, or none.'],
  ])('refuses %o with a sentence', (change, message) => {
    expect(columnChoiceProblem(sheet, { ...CHOICE, ...change })).toBe(message);
  });
});

describe('dropdown values for Yes/No answers', () => {
  it.each([
    [['Yes', 'No', 'N/A'], 'yes', 'Yes'],
    [['YES', 'NO', 'N/A'], 'yes', 'YES'],
    [['yes', 'no'], 'no', 'no'],
    [['Y', 'N'], 'no', 'N'],
    [['Yes', 'No', 'N/A'], 'not-applicable', 'N/A'],
    [['Yes', 'No', 'Not Applicable'], 'not-applicable', 'Not Applicable'],
    [['Compliant', 'Not compliant'], 'no', 'Not compliant'],
    [['Implemented', 'Not implemented', 'NA'], 'not-applicable', 'NA'],
    [['Yes', 'No'], 'not-applicable', null],
    [['High', 'Low'], 'yes', null],
  ] as const)('in %j, %s is %j', (values, kind, expected) => {
    expect(dropdownChoice(values, kind)).toBe(expected);
  });

  it.each([
    ['Yes. MFA is enforced.', 'yes'],
    ['YES, for every administrator', 'yes'],
    ['No - not yet', 'no'],
    ['N/A: we hold no card data', 'not-applicable'],
    ['Not applicable.', 'not-applicable'],
    ['Not yet', null],
    ['None of our staff', null],
    ['Yesterday we ...', null],
    ['We encrypt everything.', null],
  ] as const)('"%s" starts with %s', (answer, kind) => {
    expect(leadingYesNo(answer)).toBe(kind);
  });
});
