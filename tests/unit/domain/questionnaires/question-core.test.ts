import { questionCore } from '@/lib/domain/questionnaires';

describe('questionCore', () => {
  it.each([
    [
      'Are information security and privacy policies and procedures established, documented, approved, communicated, applied, evaluated and maintained?',
      'Are information security and privacy policies and procedures?',
    ],
    [
      'A&A-01.1 Are audit and assurance policies, procedures, and standards established, documented, approved, communicated, applied, evaluated, and maintained?',
      'Are audit and assurance policies, procedures, and standards?',
    ],
    ['Do you have a process to review user access periodically?', 'review user access periodically?'],
    ['Do you have a formal offboarding process?', 'offboarding process?'],
    ['Please describe your data retention policy.', 'data retention policy.'],
    ['Is there a formal process for reporting incidents?', 'reporting incidents?'],
    ['Do you have an offsite backup process?', 'offsite backup process?'],
    ['Is there an incident response plan?', 'incident response plan?'],
    ['How long is the session timeout?', 'is the session timeout?'],
    ['What kinds of testing do you run?', 'testing do you run?'],
    [
      'Do you use transport encryption (e.g., TLS) for data sent over public networks? (Y/N)',
      'Do you use transport encryption for data sent over public networks?',
    ],
  ])('reduces %j to what it asks about', (question, core) => {
    expect(questionCore(question)).toBe(core);
  });

  it('keeps a short list that is the question itself ("reviewed and updated")', () => {
    expect(questionCore('Are the policies reviewed and updated at least annually?')).toBe(
      'Are the policies reviewed and updated at least annually?',
    );
  });

  it('gives the question back when the wrapper is all there is', () => {
    expect(questionCore('Please describe.')).toBe('Please describe.');
  });
});
