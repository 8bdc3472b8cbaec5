/** @jest-environment node */
import { parse } from 'csv-parse/sync';
import { UNWRITTEN_REASONS, writeAnswersToCsv, type AnswerTarget } from '@/lib/questionnaires/workbook';
import { fixtureBytes } from './fixture';

const text = (value: string) => new TextEncoder().encode(value);
const decoded = (bytes: Uint8Array) => new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
const records = (bytes: Uint8Array, delimiter = ',') =>
  parse(decoded(bytes), { bom: true, relax_column_count: true, delimiter }) as string[][];

const SHEET = 'Sheet1';
const FIXTURE_TARGET: AnswerTarget = { sheet: SHEET, headerRow: 1, questionColumn: 2, answerColumn: 4, yesNoColumn: 3 };

describe('writing answers into the customer CSV', () => {
  it('fills the answer and Yes/No columns and leaves every other cell as it was', () => {
    const original = fixtureBytes('csv');
    const result = writeAnswersToCsv(original, FIXTURE_TARGET, [
      { sheet: SHEET, row: 3, answer: 'Yes, for every employee, with hardware keys.', yesNo: 'yes' },
      { sheet: SHEET, row: 4, answer: 'Not applicable: customers sign in with passwords and MFA.' },
      { sheet: SHEET, row: 5, answer: 'Quarterly, "signed off" by the CISO.', yesNo: null },
    ]);
    expect(result.unwritten).toEqual([]);
    const before = records(original);
    const after = records(result.bytes);
    expect(after).toHaveLength(before.length);
    after.forEach((record, index) => {
      const row = index + 1;
      if (row < 3 || row > 5) expect(record).toEqual(before[index]);
      else expect(record.slice(0, 2)).toEqual(before[index]!.slice(0, 2));
    });
    expect(after[2]!.slice(2)).toEqual(['Yes', 'Yes, for every employee, with hardware keys.']);
    expect(after[3]!.slice(2)).toEqual(['N/A', 'Not applicable: customers sign in with passwords and MFA.']);
    expect(after[4]!.slice(2)).toEqual(['', 'Quarterly, "signed off" by the CISO.']);
    expect(decoded(result.bytes)).toMatch(/\r\n$/);
    expect(decoded(result.bytes).charCodeAt(0)).not.toBe(0xfeff);
  });

  it('keeps a semicolon delimiter, line feeds and a byte order mark; appends and labels a new answer column', () => {
    const original = text('\ufeffID;Question\n1;Is MFA on?\n2;Are backups tested?\n');
    const target: AnswerTarget = { sheet: SHEET, headerRow: 1, questionColumn: 2, answerColumn: 3, yesNoColumn: null };
    const result = writeAnswersToCsv(original, target, [{ sheet: SHEET, row: 2, answer: 'Yes; always.' }]);
    expect(decoded(result.bytes)).toBe('\ufeffID;Question;Answer\n1;Is MFA on?;"Yes; always."\n2;Are backups tested?\n');
  });

  it('writes Windows-1252 files back as UTF-8 with a byte order mark', () => {
    const original = new Uint8Array([...text('Question,Answer\nCaf'), 0xe9, ...text(' data?,\n')]);
    const target: AnswerTarget = { sheet: SHEET, headerRow: 1, questionColumn: 1, answerColumn: 2, yesNoColumn: null };
    const result = writeAnswersToCsv(original, target, [{ sheet: SHEET, row: 2, answer: 'Oui \u2013 yes' }]);
    expect(decoded(result.bytes)).toBe('\ufeffQuestion,Answer\nCaf\u00e9 data?,Oui \u2013 yes\n');
  });

  it('keeps answers that look like formulas inert', () => {
    const target: AnswerTarget = { sheet: SHEET, headerRow: null, questionColumn: 1, answerColumn: 2, yesNoColumn: null };
    const result = writeAnswersToCsv(text('Is MFA on?\n'), target, [{ sheet: SHEET, row: 1, answer: '=cmd|"/c calc"!A1' }]);
    expect(records(result.bytes)).toEqual([['Is MFA on?', '\'=cmd|"/c calc"!A1']]);
  });

  it('lists answers to rows the file does not have or to another sheet', () => {
    const result = writeAnswersToCsv(fixtureBytes('csv'), FIXTURE_TARGET, [
      { sheet: SHEET, row: 500, answer: 'x' },
      { sheet: SHEET, row: 0, answer: 'x' },
      { sheet: 'Other', row: 3, answer: 'x' },
    ]);
    expect(result.unwritten).toEqual([
      { sheet: SHEET, row: 500, reason: UNWRITTEN_REASONS.noRow },
      { sheet: SHEET, row: 0, reason: UNWRITTEN_REASONS.noRow },
      { sheet: 'Other', row: 3, reason: UNWRITTEN_REASONS.noSheet },
    ]);
    expect(decoded(result.bytes)).toBe(decoded(fixtureBytes('csv')));
  });
});
