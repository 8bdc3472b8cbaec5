import { type KnowledgeDocument } from '@/lib/domain/questionnaires';

import { KnowledgeIndex } from '@/lib/domain/questionnaires';
import { askedPeriodSaid, periodMet, windowAsFrequency } from '@/lib/domain/questionnaires/periods';
import { composedFor, controlDocument } from '../../../support/knowledge-documents';

describe('periodMet', () => {
  it.each([
    ['Are entry logs kept for at least six months?', 'Entry logs are kept at least 90 days.', 'short'],
    ['Are entry logs kept for at least six months?', 'Entry logs are kept at least 12 months.', 'met'],
    ['Are backups kept for at least 30 days?', 'Backups are kept for a minimum of one year.', 'met'],
    ['Are logs kept for at least one year?', 'Logs are kept no less than 365 days.', 'met'],
    // A thing kept "for 12 months" is kept that long.
    ['Are backups kept for at least six months?', 'Backups are kept for 12 months.', 'met'],
    // Several periods: the one that follows the thing asked.
    [
      'Are physical entry logs kept for at least six months?',
      'Camera footage is kept for at least 90 days and badge logs for 12 months.',
      'met',
    ],
    [
      'Is camera footage kept for at least six months?',
      'Camera footage is kept for at least 90 days and badge logs for 12 months.',
      'short',
    ],
  ])('%p against %p: %p', (question, record, met) => expect(periodMet(question, record)).toBe(met));

  it.each([
    // A frequency is not a period.
    ['Are entry logs kept for at least six months?', 'Firewall rules are reviewed at least every six months.'],
    ['Are entry logs kept for at least six months?', 'Entry logs are reviewed at least yearly.'],
    // Two periods: which one is meant is unclear.
    ['Are logs kept for at least six months?', 'Access logs are kept at least 90 days and audit logs at least two years.'],
    ['Are logs reviewed regularly?', 'Logs are kept at least 90 days.'],
    // Several periods, none of them after the thing asked.
    ['Are backups kept for at least six months?', 'Camera footage is kept for at least 90 days and badge logs for 12 months.'],
  ])('%p against %p: undecided', (question, record) => expect(periodMet(question, record)).toBeNull());
});

describe('askedPeriodSaid', () => {
  it("gives the question's period when the record states one of its own", () => {
    expect(askedPeriodSaid('Are entry logs kept for at least six months?', 'Logs are kept at least 90 days.')).toBe('at least six months');
  });

  it('gives nothing when the record states no period', () => {
    expect(askedPeriodSaid('Are entry logs kept for at least six months?', 'Entry logs are kept.')).toBe('');
  });
});

describe('a period read from a policy section', () => {
  const section = (heading: string, text: string): KnowledgeDocument => ({
    id: `p-${heading}`,
    type: 'policy',
    label: `Physical Security Policy v1.0 § 4.6 Policy Statements: ${heading}`,
    version: 'v1.0',
    title: `Physical Security Policy Policy Statements: ${heading}`,
    heading: `Policy Statements: ${heading}`,
    text,
  });
  const compose = composedFor;
  const MONITORING = section(
    'Monitoring',
    'Entrances are covered by cameras. Camera footage is kept for at least 90 days and badge logs for 12 months.',
  );

  it('answers Yes from the period that follows the thing asked, physical entry being badge access', () => {
    expect(compose('Are physical entry logs kept for at least six months?', MONITORING)?.kind).toBe('yes');
  });

  it('gives no Yes from the shorter period of another thing of the same sentence', () => {
    expect(compose('Is camera footage kept for at least six months?', MONITORING)?.kind).toBe('text');
  });

  it('reads a section on retention as retaining, and a section on something else as not', () => {
    const question = 'Do you retain security logs for at least three months?';
    expect(compose(question, section('Retention', 'Security logs are kept for at least 12 months.'))?.kind).toBe('yes');
    expect(compose(question, section('Protection', 'Security logs are kept for at least 12 months.'))?.kind).toBe('text');
  });
});

describe('windowAsFrequency', () => {
  it.each([
    ['Has a penetration test been run in the last year?', 'Has a penetration test been run at least yearly?'],
    ['Was the plan tested within the past 12 months?', 'Was the plan tested at least yearly?'],
    ['Was the plan tested in the past twelve (12) months?', 'Was the plan tested at least yearly?'],
    ['Were access rights reviewed during the previous quarter?', 'Were access rights reviewed at least quarterly?'],
    ['Were access rights reviewed over the last 3 months?', 'Were access rights reviewed at least quarterly?'],
    ['Were logs reviewed in the prior month?', 'Were logs reviewed at least monthly?'],
    ['Was the plan tested in the last two years?', 'Was the plan tested at least every 2 years?'],
    ['Was the plan tested in the last 6-month period?', 'Was the plan tested at least every 6 months?'],
  ])('%p asks %p', (question, asked) => expect(windowAsFrequency(question)).toBe(asked));

  it('gives nothing when the question asks no window', () =>
    expect(windowAsFrequency('Are penetration tests run at least yearly?')).toBeNull());
});

describe('a recent window answered by a frequency', () => {
  const answer = (question: string, text: string) =>
    new KnowledgeIndex([controlDocument('VUL-02', 'Penetration testing', text)]).scored(question);
  const asked = 'Have your systems had an independent penetration test in the last year?';

  it('is said by work done at least as often', () => {
    const suggestion = answer(asked, 'Have qualified independent testers run penetration tests at least yearly.');
    expect(suggestion.kind).toBe('yes');
    expect(suggestion.sources[0]?.id).toBe('VUL-02');
  });

  it('is not said by work done less often', () =>
    expect(answer(asked, 'Have qualified independent testers run penetration tests every two years.').kind).not.toBe('yes'));

  it('is not said by work of no stated frequency', () =>
    expect(answer(asked, 'Have qualified independent testers run penetration tests.').kind).not.toBe('yes'));
});
