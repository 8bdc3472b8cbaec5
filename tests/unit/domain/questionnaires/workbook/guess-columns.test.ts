import {
  answerHeaderRank,
  columnLetter,
  columnNumber,
  guessColumns,
  guessWorkbook,
  isYesNoHeader,
  isYesNoList,
  questionHeaderRank,
} from '@/lib/domain/questionnaires/workbook';
import { mergedRow, sheetOf } from './sheet-builder';

const QUESTIONS = [
  'Do you enforce multi-factor authentication for administrators?',
  'Is customer data encrypted at rest?',
  'Describe your backup schedule.',
];

/** A sheet with the given header row over three question rows (the question in the header's question column). */
function sheetWithHeader(header: readonly (string | null)[], questionColumn: number) {
  const body = QUESTIONS.map((question, index) =>
    header.map((_, column) => (column + 1 === questionColumn ? question : column === 0 ? `Q${index + 1}` : null)),
  );
  return sheetOf([header, ...body]);
}

describe('header words', () => {
  it.each([
    ['Question', 0],
    ['Questions', 0],
    ['Security Question', 0],
    ['Control question', 0],
    ['Question text', 0],
    ['Questions regarding data handling', 1],
    ['Requirement', 2],
    ['Control Requirements', 2],
    ['Description', 3],
    ['Control description', 3],
    ['Criteria', 3],
    ['Control', 4],
    ['Item', 4],
  ])('"%s" names the question column with rank %i', (header, rank) => {
    expect(questionHeaderRank(header)).toBe(rank);
  });

  it.each([
    'Question ID',
    'Question #',
    'Question No.',
    'Ref',
    'Category',
    'Section',
    'Answer',
    '',
    'Please answer every question on the next sheet in full.',
  ])('"%s" does not name the question column', (header) => {
    expect(questionHeaderRank(header)).toBeNull();
  });

  it.each([
    ['Answer', 0],
    ['Answers', 0],
    ['Response', 0],
    ['Vendor Response', 0],
    ['Supplier response', 0],
    ['Your answer', 0],
    ['Vendor answer / explanation', 1],
    ['Response details', 1],
    ['Comments', 2],
    ['Vendor comments', 2],
    ['Explanation', 2],
    ['Notes', 2],
  ])('"%s" names the answer column with rank %i', (header, rank) => {
    expect(answerHeaderRank(header)).toBe(rank);
  });

  it.each(['Answer date', 'Response ID', 'Yes/No', 'Question', 'Owner', ''])('"%s" does not name the answer column', (header) => {
    expect(answerHeaderRank(header)).toBeNull();
  });

  it.each(['Yes/No', 'Yes / No / N/A', 'Y/N', 'Compliant (Y/N)', 'Response (Yes/No)', 'Compliant', 'Yes No'])(
    '"%s" is a Yes/No header',
    (header) => {
      expect(isYesNoHeader(header)).toBe(true);
    },
  );

  it.each(['Answer', 'Notes', 'Year', 'Compliance notes'])('"%s" is not a Yes/No header', (header) => {
    expect(isYesNoHeader(header)).toBe(false);
  });

  it('tells a Yes/No dropdown from other lists', () => {
    expect(isYesNoList(['Yes', 'No', 'N/A'])).toBe(true);
    expect(isYesNoList(['YES', 'NO'])).toBe(true);
    expect(isYesNoList(['Y', 'N'])).toBe(true);
    expect(isYesNoList(['Yes', 'Partially'])).toBe(false);
    expect(isYesNoList(['High', 'Medium', 'Low'])).toBe(false);
    expect(isYesNoList([])).toBe(false);
  });

  it('names columns with letters', () => {
    const letters = ['A', 'B', 'Z', 'AA', 'AZ', 'BA', 'ZZ', 'AAA', 'XFD'];
    expect([1, 2, 26, 27, 52, 53, 702, 703, 16384].map(columnLetter)).toEqual(letters);
    expect(letters.map(columnNumber)).toEqual([1, 2, 26, 27, 52, 53, 702, 703, 16384]);
    expect(columnNumber('xfd')).toBe(16384);
  });
});

describe('guessColumns', () => {
  it.each([
    { header: ['#', 'Question', 'Answer'], question: 2, answer: 3, yesNo: null },
    { header: ['ID', 'Control question', 'Vendor response', 'Comments'], question: 2, answer: 3, yesNo: null },
    { header: ['Ref', 'Requirement', 'Yes/No', 'Comments'], question: 2, answer: 4, yesNo: 3 },
    { header: ['Domain', 'Description', 'Compliant (Y/N)', 'Explanation'], question: 2, answer: 4, yesNo: 3 },
    { header: ['Question', 'Response (Yes/No)', 'Notes'], question: 1, answer: 3, yesNo: 2 },
    { header: ['Comments', 'Response', 'Question'], question: 3, answer: 2, yesNo: null },
    { header: ['Description', 'Question', 'Answer'], question: 2, answer: 3, yesNo: null },
    { header: ['Question ID', 'Question', 'Response'], question: 2, answer: 3, yesNo: null },
  ])('reads $header as question $question, answer $answer, Yes/No $yesNo', ({ header, question, answer, yesNo }) => {
    const guess = guessColumns(sheetWithHeader(header, question));
    expect(guess.choice).toEqual({ headerRow: 1, questionColumn: question, answerColumn: answer, yesNoColumn: yesNo });
    expect(guess.answerColumnIsNew).toBe(false);
  });

  it('finds the header row below a title and instructions, within the first ten rows', () => {
    const sheet = sheetOf([
      mergedRow('Supplier security review', 4, true),
      ['Answer every question in full.'],
      [],
      ['#', 'Question', 'Answer', 'Notes'],
      ['1', QUESTIONS[0]!],
    ]);
    expect(guessColumns(sheet).choice).toEqual({ headerRow: 4, questionColumn: 2, answerColumn: 3, yesNoColumn: null });
  });

  it('does not look for the header past the tenth row', () => {
    const notes = Array.from({ length: 10 }, (_, index) => [`Note ${index + 1}`]);
    const rows = [...notes, ['#', 'Question', 'Answer'], ...QUESTIONS.map((question, index) => [`${index + 1}`, question])];
    const guess = guessColumns(sheetOf(rows));
    expect(guess.choice).toEqual({ headerRow: null, questionColumn: 2, answerColumn: 4, yesNoColumn: null });
  });

  it('without an answer header takes the first empty column right of the questions', () => {
    const sheet = sheetOf([
      ['#', 'Question', 'Owner', null, 'Reviewer'],
      ['1', QUESTIONS[0]!, 'IT', null, 'Ann'],
      ['2', QUESTIONS[1]!, 'IT'],
    ]);
    const guess = guessColumns(sheet);
    expect(guess.choice).toEqual({ headerRow: 1, questionColumn: 2, answerColumn: 4, yesNoColumn: null });
    expect(guess.answerColumnIsNew).toBe(true);
  });

  it('takes a new column past the last one when every column right of the questions is used', () => {
    const guess = guessColumns(
      sheetOf([
        ['Question', 'Owner'],
        [QUESTIONS[0]!, 'IT'],
      ]),
    );
    expect(guess.choice?.answerColumn).toBe(3);
    expect(guess.columns.map((column) => [column.letter, column.header])).toEqual([
      ['A', 'Question'],
      ['B', 'Owner'],
      ['C', ''],
    ]);
  });

  it('finds a Yes/No column by its dropdown when its header says nothing of it', () => {
    const sheet = sheetOf([['Question', 'Status', 'Answer'], [QUESTIONS[0]!]], {
      dropdowns: [{ column: 2, values: ['Yes', 'No', 'N/A'] }],
    });
    const guess = guessColumns(sheet);
    expect(guess.choice?.yesNoColumn).toBe(2);
    expect(guess.yesNoValues).toEqual(['Yes', 'No', 'N/A']);
  });

  it('does not take a dropdown of other values for the Yes/No column', () => {
    const sheet = sheetOf([['Question', 'Priority', 'Answer'], [QUESTIONS[0]!]], {
      dropdowns: [{ column: 2, values: ['High', 'Low'] }],
    });
    expect(guessColumns(sheet).choice?.yesNoColumn).toBeNull();
  });

  it('without any header takes the column of sentences as the questions', () => {
    const sheet = sheetOf([
      ['1', QUESTIONS[0]!, 'x'],
      ['2', QUESTIONS[1]!],
      ['3', QUESTIONS[2]!],
    ]);
    const guess = guessColumns(sheet);
    expect(guess.choice).toEqual({ headerRow: null, questionColumn: 2, answerColumn: 4, yesNoColumn: null });
  });

  it('has no choice for a sheet without questions', () => {
    const guess = guessColumns(
      sheetOf([
        ['Name', 'Value'],
        ['a', '1'],
      ]),
    );
    expect(guess.choice).toBeNull();
    expect(guess.answerColumnIsNew).toBe(false);
    expect(guessColumns(sheetOf([])).choice).toBeNull();
  });
});

describe('guessWorkbook', () => {
  it('suggests the visible sheet with the most questions', () => {
    const instructions = sheetOf([['Instructions'], ['Answer every question on the next sheet.']], { name: 'Read me' });
    const questions = sheetWithHeader(['#', 'Question', 'Answer'], 2);
    const hidden = sheetOf([['Question'], ...QUESTIONS.map((q) => [q]), ['Is there more?']], { name: 'Old', hidden: true });
    const result = guessWorkbook({ format: 'xlsx', sheets: [instructions, hidden, questions] });
    expect(result.suggestedSheet).toBe('Questions');
    expect(result.guesses.map((guess) => guess.sheet)).toEqual(['Read me', 'Old', 'Questions']);
  });

  it('falls back to a hidden sheet, and to none', () => {
    const hidden = sheetOf([['Question'], [QUESTIONS[0]!]], { name: 'Old', hidden: true });
    expect(guessWorkbook({ format: 'xlsx', sheets: [hidden] }).suggestedSheet).toBe('Old');
    expect(guessWorkbook({ format: 'xlsx', sheets: [sheetOf([['a']])] }).suggestedSheet).toBeNull();
  });
});
