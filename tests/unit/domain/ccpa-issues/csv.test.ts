import { csvCell, issuesToCsv } from '@/lib/domain/ccpa-issues/csv';
import type { Issue } from '@/lib/schemas/ccpa-issues/records';

const base: Issue = {
  id: '6f1c1f57-3d0c-4b4a-9d7e-0b1f2c3d4e5f',
  reference: 'CCPA-2026-001',
  status: 'open',
  title: 'Plain title',
  description: 'Plain description',
  priority: 'high',
  category: 'consent',
  tags: ['Web', 'Cookies'],
  assignee: 'Ann Lee',
  assigneeMemberId: null,
  dueDate: '2026-12-01',
  version: 1,
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
    const csv = issuesToCsv([
      base,
      { ...base, id: '7a2d2e68-4e1d-4c5b-8e8f-1c2a3b4c5d6e', reference: 'CCPA-2026-002', assignee: null, tags: [], title: 'Has, comma' },
    ]);
    expect(csv.split('\r\n')).toEqual([
      'ID,Title,Description,Priority,Category,Tags,Assignee,Due Date',
      'CCPA-2026-001,Plain title,Plain description,high,consent,Web; Cookies,Ann Lee,2026-12-01',
      'CCPA-2026-002,"Has, comma",Plain description,high,consent,,Unassigned,2026-12-01',
      '',
    ]);
  });
  it('writes the reference, never the record id, as the ID', () => {
    const [, row] = issuesToCsv([base]).split('\r\n');
    expect(row?.startsWith('CCPA-2026-001,')).toBe(true);
    expect(row).not.toContain(base.id);
  });
  it('neutralises formulas in any text a person typed (title, tags, assignee)', () => {
    const [, row] = issuesToCsv([{ ...base, title: '=HYPERLINK("x")', tags: ['@risk', 'ok'], assignee: '+Mallory' }]).split('\r\n');
    expect(row).toBe(`CCPA-2026-001,"'=HYPERLINK(""x"")",Plain description,high,consent,'@risk; ok,'+Mallory,2026-12-01`);
  });
});
