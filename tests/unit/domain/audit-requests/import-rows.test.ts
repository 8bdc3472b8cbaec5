import {
  dueDayOf,
  guessRequestColumns,
  requestColumnsProblem,
  requestRows,
  rowProblemsMessage,
} from '@/lib/domain/audit-requests/import-rows';
import type { WorkbookSheet } from '@/lib/domain/questionnaires/workbook';

function sheetOf(rows: string[][]): WorkbookSheet {
  return {
    name: 'PBC',
    hidden: false,
    dropdowns: [],
    columnCount: Math.max(...rows.map((row) => row.length)),
    rows: rows
      .map((cells, index) => ({ row: index + 1, cells: cells.map((text) => (text ? { text, bold: false, span: 1 } : null)) }))
      .filter((row) => row.cells.some(Boolean)),
  };
}

const list = sheetOf([
  ['Acme audit request list FY26', '', '', ''],
  ['PBC #', 'Control area', 'Information requested', 'Due date'],
  ['1.01', 'Access', 'Provide the list of users with administrative access.', '2026-12-01'],
  ['', '', '', ''],
  ['1.02', 'HR', 'Provide the onboarding checklist for new hires.', '12/15/2026'],
]);

describe('request list rows', () => {
  it('guesses the header row, the reference, request and due date columns', () => {
    expect(guessRequestColumns(list)).toEqual({ headerRow: 2, referenceColumn: 1, textColumn: 3, dueColumn: 4 });
  });

  it('reads each request with its row cells, skipping empty rows', () => {
    const { requests, problems } = requestRows(list, guessRequestColumns(list)!);
    expect(problems).toEqual([]);
    expect(requests).toEqual([
      {
        row: 3,
        reference: '1.01',
        text: 'Provide the list of users with administrative access.',
        dueOn: '2026-12-01',
        cells: ['1.01', 'Access', 'Provide the list of users with administrative access.', '2026-12-01'],
      },
      {
        row: 5,
        reference: '1.02',
        text: 'Provide the onboarding checklist for new hires.',
        dueOn: '2026-12-15',
        cells: ['1.02', 'HR', 'Provide the onboarding checklist for new hires.', '12/15/2026'],
      },
    ]);
  });

  it('reads the columns a person chose instead of the guess', () => {
    const { requests } = requestRows(list, { headerRow: 2, referenceColumn: null, textColumn: 2, dueColumn: null });
    expect(requests.map(({ reference, text, dueOn }) => ({ reference, text, dueOn }))).toEqual([
      { reference: 'Row 3', text: 'Access', dueOn: null },
      { reference: 'Row 5', text: 'HR', dueOn: null },
    ]);
  });

  it('names each bad row and why', () => {
    const bad = sheetOf([
      ['Ref', 'Request', 'Due'],
      ['A1', 'Provide the policy.', ''],
      ['A2', 'Provide the access review.', 'next week'],
      ['A3', '', '2026-12-01'],
      ['A1', 'Provide the other policy.', ''],
      ['A4', 'Provide the risk register.', '2026-02-30'],
    ]);
    const { requests, problems } = requestRows(bad, guessRequestColumns(bad)!);
    expect(requests.map((request) => request.reference)).toEqual(['A1']);
    expect(problems).toEqual([
      { row: 3, problem: 'its due date "next week" is not a date (use YYYY-MM-DD)' },
      { row: 4, problem: 'it has no request text' },
      { row: 5, problem: 'its reference A1 is used by an earlier row' },
      { row: 6, problem: 'its due date "2026-02-30" is not a date (use YYYY-MM-DD)' },
    ]);
    expect(rowProblemsMessage(problems)).toMatch(/^The list was not imported\. Fix these rows and import it again: row 3: its due date/);
  });

  it('refuses columns outside the sheet or the same column twice', () => {
    expect(requestColumnsProblem(list, { headerRow: 2, referenceColumn: 1, textColumn: 9, dueColumn: null })).toBe(
      'Choose a request column that has requests in it.',
    );
    expect(requestColumnsProblem(list, { headerRow: 2, referenceColumn: 3, textColumn: 3, dueColumn: null })).toBe(
      'The reference, request and due date columns must be different columns.',
    );
    expect(requestColumnsProblem(list, { headerRow: 4, referenceColumn: 1, textColumn: 3, dueColumn: null })).toBe(
      'Choose a header row that has text in it, or none.',
    );
  });

  it('reads due dates written as days, with a time, or month/day/year', () => {
    expect(dueDayOf('2026-12-01')).toBe('2026-12-01');
    expect(dueDayOf('2026-12-01 09:30 UTC')).toBe('2026-12-01');
    expect(dueDayOf('1/5/2027')).toBe('2027-01-05');
    expect(dueDayOf('13/5/2027')).toBeNull();
    expect(dueDayOf('soon')).toBeNull();
  });
});
