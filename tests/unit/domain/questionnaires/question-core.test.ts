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
    [
      'Does your application lock out an account after a number of failed login attempts?',
      'Does lock out an account after failed login attempts?',
    ],
    ['Do you require MFA for all administrative accounts in your environment?', 'Do you require MFA for all administrative accounts?'],
    ['Are all of the systems used in this project scanned?', 'Are scanned?'],
    ['Explain how your application stores passwords:', 'stores passwords:'],
    ['Are your systems configured to log security events, such as logins, data access, etc.?', 'Are log security events?'],
  ])('reduces %j to what it asks about', (question, core) => {
    expect(questionCore(question)).toBe(core);
  });

  it('keeps a short list that is the question itself ("reviewed and updated")', () => {
    expect(questionCore('Are the policies reviewed and updated at least annually?')).toBe(
      'Are the policies reviewed and updated at least annually?',
    );
  });

  it('keeps a kind of system named beside the offering, which is a scope a record must state', () => {
    expect(questionCore('Are your *nix systems connected to a central directory?')).toBe(
      'Are your *nix systems connected to a central directory?',
    );
    expect(questionCore('Are patches installed on your web servers?')).toBe('Are patches installed on your web servers?');
  });

  it('keeps the offering at the start when no opening went before it', () => {
    expect(questionCore('Application logs are kept for a year?')).toBe('Application logs are kept for a year?');
  });

  it('gives the question back when the wrapper is all there is', () => {
    expect(questionCore('Please describe.')).toBe('Please describe.');
  });
});
