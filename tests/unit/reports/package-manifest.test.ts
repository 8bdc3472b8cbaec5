/** @jest-environment node */
import { controlMatrixCsv, safeEntryPath, type ControlMatrixRow } from '@/lib/reports/package/manifest';

describe('safeEntryPath', () => {
  it('joins a nested folder and a name with forward slashes', () => {
    expect(safeEntryPath('evidence/SOC 2', 'Backup logs.pdf', new Set())).toBe('evidence/SOC 2/Backup logs.pdf');
    expect(safeEntryPath('', 'control-matrix.csv', new Set())).toBe('control-matrix.csv');
  });

  it('never climbs out of the package or starts at the root', () => {
    const taken = new Set<string>();
    for (const [folder, name] of [
      ['../../etc', 'passwd'],
      ['/evidence', '../secret.txt'],
      ['evidence/./..', '..'],
      ['..', '.'],
    ]) {
      const path = safeEntryPath(folder!, name!, taken);
      expect(path.startsWith('/')).toBe(false);
      expect(path.split('/')).not.toContain('..');
      expect(path.split('/')).not.toContain('.');
      expect(path.split('/')).not.toContain('');
    }
    expect(safeEntryPath('/evidence', '../secret.txt', new Set())).toBe('evidence/-secret.txt');
    expect(safeEntryPath('../../etc/', 'passwd', new Set())).toBe('etc/passwd');
    expect(safeEntryPath('', '..', new Set())).toBe('file');
  });

  it('turns backslashes and slashes in a name into dashes, and backslashes in a folder into levels', () => {
    expect(safeEntryPath('policies', 'Access\\Control/2024.pdf', new Set())).toBe('policies/Access-Control-2024.pdf');
    expect(safeEntryPath('evidence\\soc2', 'a.txt', new Set())).toBe('evidence/soc2/a.txt');
  });

  it('replaces control characters and characters Windows forbids', () => {
    const path = safeEntryPath('evidence', 'scan\u0000\u0007\n\u0085 <1>:"a"|b?*.pdf', new Set());
    expect(path).toBe('evidence/scan____ _1___a__b__.pdf');
    expect(path).not.toMatch(/[\u0000-\u001f\u007f-\u009f<>:"|?*\\]/);
  });

  it('keeps names Windows reserves and hidden-file dots from reaching the disk as such', () => {
    expect(safeEntryPath('evidence', 'CON.txt', new Set())).toBe('evidence/_CON.txt');
    expect(safeEntryPath('nul', 'x', new Set())).toBe('_nul/x');
    expect(safeEntryPath('evidence', '.env', new Set())).toBe('evidence/env');
    expect(safeEntryPath('evidence', 'report. . ', new Set())).toBe('evidence/report');
  });

  it('shortens very long names but keeps the extension', () => {
    const path = safeEntryPath('evidence', `${'x'.repeat(300)}.pdf`, new Set());
    expect(path.length).toBeLessThanOrEqual('evidence/'.length + 120);
    expect(path.endsWith('.pdf')).toBe(true);
  });

  it('gives a repeated name " (2)", " (3)" before the extension, without regard to case', () => {
    const taken = new Set<string>();
    expect(safeEntryPath('evidence', 'Report.pdf', taken)).toBe('evidence/Report.pdf');
    expect(safeEntryPath('evidence', 'report.pdf', taken)).toBe('evidence/report (2).pdf');
    expect(safeEntryPath('evidence', 'Report.pdf', taken)).toBe('evidence/Report (3).pdf');
    expect(safeEntryPath('policies', 'Report.pdf', taken)).toBe('policies/Report.pdf');
    expect(safeEntryPath('evidence', 'Notes', taken)).toBe('evidence/Notes');
    expect(safeEntryPath('evidence', 'Notes', taken)).toBe('evidence/Notes (2)');
    // A name that only differs by characters that get replaced still gets its own path.
    expect(safeEntryPath('evidence', 'a?b.txt', taken)).toBe('evidence/a_b.txt');
    expect(safeEntryPath('evidence', 'a*b.txt', taken)).toBe('evidence/a_b (2).txt');
  });

  it('never gives out the places of the package\'s own files, nor a top-level "-" (standard input to checksum tools)', () => {
    expect(safeEntryPath('', 'manifest.json', new Set())).toBe('manifest (2).json');
    expect(safeEntryPath('evidence', 'manifest.json', new Set())).toBe('evidence/manifest.json');
    expect(safeEntryPath('', 'SHA256SUMS', new Set())).toBe('SHA256SUMS (2)');
    expect(safeEntryPath('', 'sha256sums', new Set())).toBe('sha256sums (2)');
    expect(safeEntryPath('', 'Verify.TXT', new Set())).toBe('Verify (2).TXT');
    expect(safeEntryPath('', '-', new Set())).toBe('- (2)');
    expect(safeEntryPath('evidence', '-', new Set())).toBe('evidence/-');
  });

  it('replaces half of a character, which UTF-8 cannot encode, and keeps whole ones', () => {
    expect(safeEntryPath('evidence', 'scan\ud800.pdf', new Set())).toBe('evidence/scan_.pdf');
    expect(safeEntryPath('evidence/Contrôle 😀', 'Überblick.pdf', new Set())).toBe('evidence/Contrôle 😀/Überblick.pdf');
  });
});

const row = (overrides: Partial<ControlMatrixRow> = {}): ControlMatrixRow => ({
  requirement: 'CC6.1',
  requirementTitle: 'Logical access',
  control: 'AC-1',
  controlName: 'Access reviews',
  state: 'Implemented',
  owner: 'Dana Lee',
  evidence: ['Q1 review.pdf', 'Q2 review.pdf'],
  ...overrides,
});

/** Splits RFC 4180 text into records of fields, so tests can check what a spreadsheet would read. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let field = '';
  let record: string[] = [];
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted && c === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (!quoted && c === ',') {
      record.push(field);
      field = '';
    } else if (!quoted && c === '\r' && text[i + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i++;
    } else {
      field += c;
    }
  }
  return records;
}

describe('controlMatrixCsv', () => {
  it('writes a header and one line per row with CRLF line ends, after a byte order mark', () => {
    const csv = controlMatrixCsv([row()]);
    expect(csv).toBe(
      '\uFEFFRequirement,Requirement title,Control,Control name,State,Owner,Evidence,Approval\r\nCC6.1,Logical access,AC-1,Access reviews,Implemented,Dana Lee,Q1 review.pdf; Q2 review.pdf,\r\n',
    );
    expect(controlMatrixCsv([])).toBe('\uFEFFRequirement,Requirement title,Control,Control name,State,Owner,Evidence,Approval\r\n');
  });

  it('marks the evidence its own uploader verified in the Approval column', () => {
    const csv = controlMatrixCsv([row({ selfVerified: ['Q2 review.pdf'] }), row({ selfVerified: ['A', 'B'] })]);
    expect(csv.split('\r\n')[1]).toBe(
      'CC6.1,Logical access,AC-1,Access reviews,Implemented,Dana Lee,Q1 review.pdf; Q2 review.pdf,self-verified: Q2 review.pdf',
    );
    expect(parseCsv(csv.slice(1))[2]![7]).toBe('self-verified: A; self-verified: B');
  });

  it('quotes fields with commas, quotes and line breaks, doubling the quotes', () => {
    const csv = controlMatrixCsv([
      row({ requirementTitle: 'Access, "least" privilege', controlName: 'Line one\nline two', owner: null, evidence: [] }),
    ]);
    expect(csv.split('\r\n')[1]).toBe('CC6.1,"Access, ""least"" privilege",AC-1,"Line one\nline two",Implemented,,,');
    expect(parseCsv(csv.slice(1))[1]).toEqual([
      'CC6.1',
      'Access, "least" privilege',
      'AC-1',
      'Line one\nline two',
      'Implemented',
      '',
      '',
      '',
    ]);
  });

  it('makes cells that a spreadsheet would run as formulas plain text', () => {
    const dangerous = ['=HYPERLINK("http://x","y")', '+1+1', '-2+3', '@SUM(A1)', '\tcmd', '\rcmd'];
    const csv = controlMatrixCsv(dangerous.map((text) => row({ controlName: text, evidence: [text] })));
    const records = parseCsv(csv.slice(1)).slice(1);
    expect(records).toHaveLength(dangerous.length);
    records.forEach((record, index) => {
      expect(record[3]).toBe(`'${dangerous[index]}`);
      expect(record[6]).toBe(`'${dangerous[index]}`);
    });
    // Only the start of a cell matters; the same characters inside stay as they are.
    expect(controlMatrixCsv([row({ controlName: 'A = B - C' })]).split('\r\n')[1]).toContain(',A = B - C,');
  });

  it('keeps every row the same width', () => {
    const rows = [row(), row({ evidence: ['a,b', 'c"d'] }), row({ state: 'Not started', owner: null })];
    expect(parseCsv(controlMatrixCsv(rows).slice(1)).map((record) => record.length)).toEqual([8, 8, 8, 8]);
  });
});
