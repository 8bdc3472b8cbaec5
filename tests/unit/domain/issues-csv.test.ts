import { csvCell, issuesToCsv } from '@/lib/domain/issues-csv';
import { ccpaIssues } from '@/lib/sample-data/ccpa-issues';
import type { Issue } from '@/lib/schemas/issue';

const base: Issue = {
  id: 'CCPA-2026-001',
  title: 'Plain title',
  description: 'Plain description',
  priority: 'high',
  category: 'consent',
  tags: ['Web', 'Cookies'],
  assignee: 'Ann Lee',
  dueDate: '2026-12-01',
};

describe('csvCell', () => {
  it('leaves plain text alone', () => expect(csvCell('hello world')).toBe('hello world'));
  it('quotes commas, quotes and line breaks, doubling quotes', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('one\ntwo')).toBe('"one\ntwo"');
    expect(csvCell('one\r\ntwo')).toBe('"one\r\ntwo"');
  });
  it('neutralises spreadsheet formulas', () => {
    expect(csvCell('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell('@cmd')).toBe("'@cmd");
    expect(csvCell('=A1,B1')).toBe(`"'=A1,B1"`);
  });
  it('keeps an empty value empty', () => expect(csvCell('')).toBe(''));
});

describe('issuesToCsv', () => {
  it('writes a header row only for no issues', () => {
    expect(issuesToCsv([])).toBe('ID,Title,Description,Priority,Category,Tags,Assignee,Due Date\r\n');
  });
  it('writes one row per issue with tags joined and Unassigned for no assignee', () => {
    const csv = issuesToCsv([base, { ...base, id: 'CCPA-2026-002', assignee: null, tags: [], title: 'Has, comma' }]);
    expect(csv.split('\r\n')).toEqual([
      'ID,Title,Description,Priority,Category,Tags,Assignee,Due Date',
      'CCPA-2026-001,Plain title,Plain description,high,consent,Web; Cookies,Ann Lee,2026-12-01',
      'CCPA-2026-002,"Has, comma",Plain description,high,consent,,Unassigned,2026-12-01',
      '',
    ]);
  });
  it('exports every sample issue', () => {
    const lines = issuesToCsv(ccpaIssues).trimEnd().split('\r\n');
    expect(lines).toHaveLength(ccpaIssues.length + 1);
    expect(lines[1]?.startsWith('CCPA-2026-001,')).toBe(true);
  });
});
