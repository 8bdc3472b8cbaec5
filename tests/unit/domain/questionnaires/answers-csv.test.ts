import { answersCsv, ANSWERS_CSV_HEADER } from '@/lib/domain/questionnaires';

const row = {
  sheet: 'Security',
  row: 5,
  section: 'Encryption',
  question: 'Is data encrypted at rest?',
  answer: 'Yes. AES-256.',
  status: 'approved' as const,
  confidence: 0.82,
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
      'Security,5,Encryption,Is data encrypted at rest?,Yes. AES-256.,Approved,82%,Cryptography Policy v1.0 § 2; SC-28,Ana',
      '',
    ]);
  });

  it('leaves an unanswered question empty and quotes commas, quotes and line breaks', () => {
    const text = answersCsv([
      {
        ...row,
        section: null,
        question: 'Do you "rotate", keys?\nWhen?',
        answer: null,
        status: 'unanswered',
        confidence: null,
        sources: [],
        approvedBy: null,
      },
    ]);
    expect(text.slice(1).split('\r\n')[1]).toBe('Security,5,,"Do you ""rotate"", keys?\nWhen?",,,,,');
  });

  it("marks a suggested answer and a person's edit waiting for approval, the confidence only for the suggestion", () => {
    const text = answersCsv([
      { ...row, answer: 'Yes. Keys are rotated.', status: 'suggested', confidence: 0.675, approvedBy: null },
      { ...row, answer: 'Yes, yearly.', status: 'edited', confidence: null, approvedBy: null },
    ]);
    const [, suggested, edited] = text.slice(1).split('\r\n');
    expect(suggested).toBe(
      'Security,5,Encryption,Is data encrypted at rest?,Yes. Keys are rotated.,"Suggested, not reviewed",68%,Cryptography Policy v1.0 § 2; SC-28,',
    );
    expect(edited).toBe(
      'Security,5,Encryption,Is data encrypted at rest?,"Yes, yearly.","Edited, not approved",,Cryptography Policy v1.0 § 2; SC-28,',
    );
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
