import { answersCsv, ANSWERS_CSV_HEADER } from '@/lib/domain/questionnaires';

const row = {
  sheet: 'Security',
  row: 5,
  section: 'Encryption',
  question: 'Is data encrypted at rest?',
  answer: 'Yes. AES-256.',
  sources: [
    { type: 'policy' as const, id: 'p1', label: 'Cryptography Policy v1.0 § 2' },
    { type: 'control' as const, id: 'SC-28', label: 'SC-28' },
  ],
  approvedBy: 'Ana',
};

describe('answersCsv', () => {
  it('starts with a byte order mark and the header, one CRLF line per question', () => {
    const text = answersCsv([row]);
    expect(text.startsWith('\ufeff')).toBe(true);
    expect(text.slice(1).split('\r\n')).toEqual([
      ANSWERS_CSV_HEADER.join(','),
      'Security,5,Encryption,Is data encrypted at rest?,Yes. AES-256.,Cryptography Policy v1.0 § 2; SC-28,Ana',
      '',
    ]);
  });

  it('leaves an unanswered question empty and quotes commas, quotes and line breaks', () => {
    const text = answersCsv([
      { ...row, section: null, question: 'Do you "rotate", keys?\nWhen?', answer: null, sources: [], approvedBy: null },
    ]);
    expect(text.slice(1).split('\r\n')[1]).toBe('Security,5,,"Do you ""rotate"", keys?\nWhen?",,,');
  });

  it('keeps a text that starts like a formula as text', () => {
    const text = answersCsv([{ ...row, answer: '=HYPERLINK("x")', approvedBy: '@ana' }]);
    expect(text).toContain(`"'=HYPERLINK(""x"")"`);
    expect(text).toContain(",'@ana\r\n");
  });

  it('writes only the header for no questions', () => {
    expect(answersCsv([])).toBe(`\ufeff${ANSWERS_CSV_HEADER.join(',')}\r\n`);
  });
});
