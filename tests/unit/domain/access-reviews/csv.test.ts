import { readAccountsCsv, refusalMessage } from '@/lib/domain/access-reviews/csv';
import { MAX_CSV_ACCOUNTS } from '@/lib/schemas/access-reviews/records';

describe('reading a system account list from CSV', () => {
  it('reads the columns in any order under their usual names, lower-casing the e-mail', () => {
    const reading = readAccountsCsv(
      'Name,E-mail,Admin,Role,Last login\nAlice Ng,Alice@Acme.example,yes,Owner,2026-11-02\nBob Ortiz,bob@acme.example,,Analyst,\n',
    );
    expect(reading).toEqual({
      accounts: [
        {
          externalId: 'alice@acme.example',
          email: 'alice@acme.example',
          name: 'Alice Ng',
          role: 'Owner',
          admin: true,
          lastActivity: '2026-11-02',
        },
        { externalId: 'bob@acme.example', email: 'bob@acme.example', name: 'Bob Ortiz', role: 'Analyst', admin: false, lastActivity: null },
      ],
      refused: [],
    });
  });

  it('names each bad line by its number and why, and keeps the good ones apart', () => {
    const reading = readAccountsCsv(
      'email,name,admin,last_activity\nnot-an-address,X,no,\nok@acme.example,Ok,maybe,\nfine@acme.example,Fine,no,last week\nFINE@acme.example,Again,no,\n\ngood@acme.example,Good,1,2026-10-01T08:00:00Z\n',
    );
    if ('problem' in reading) throw new Error(reading.problem);
    expect(reading.refused).toEqual([
      { line: 2, reason: '"not-an-address" is not an email address.' },
      { line: 3, reason: 'The admin value "maybe" is not yes or no.' },
      { line: 4, reason: 'The last activity "last week" is not a date: use YYYY-MM-DD.' },
    ]);
    expect(reading.accounts.map((account) => account.email)).toEqual(['fine@acme.example', 'good@acme.example']);
    expect(reading.accounts[1]?.lastActivity).toBe('2026-10-01T08:00:00.000Z');
    expect(refusalMessage(reading.refused)).toMatch(/^Fix these lines and upload again: line 2: .* line 3: .* line 4: /);
  });

  it('refuses a repeated e-mail on its later line', () => {
    const reading = readAccountsCsv('email\na@acme.example\nA@ACME.example\n');
    expect(reading).toEqual({
      accounts: [expect.objectContaining({ email: 'a@acme.example' })],
      refused: [{ line: 3, reason: 'a@acme.example is already on line 2.' }],
    });
  });

  it('refuses a whole file without an email column, without lines, malformed or too long', () => {
    expect(readAccountsCsv('name,role\nAlice,Owner\n')).toEqual({ problem: expect.stringContaining('with at least an email column') });
    expect(readAccountsCsv('email\n')).toEqual({ problem: 'The file has a header but no accounts.' });
    expect(readAccountsCsv('email\n"unclosed@acme.example\n')).toEqual({ problem: expect.stringContaining('The file is not valid CSV') });
    const many = `email\n${Array.from({ length: MAX_CSV_ACCOUNTS + 1 }, (_, n) => `u${n}@acme.example`).join('\n')}\n`;
    expect(readAccountsCsv(many)).toEqual({ problem: expect.stringContaining('upload at most 5,000') });
  });
});
