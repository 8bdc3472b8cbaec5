import { addMonths } from '@/lib/domain/calendar-days';
import {
  cadenceText,
  DOCUMENT_EXPIRING_DAYS,
  documentControls,
  documentHasPeriod,
  documentStanding,
  documentStandingText,
  nextReviewDue,
  questionnaireLinkExpiry,
  questionnaireLinkProblem,
  reviewCadenceMonths,
  reviewIsTask,
  reviewStanding,
  reviewStandingText,
} from '@/lib/domain/vendors/rules';
import { vendorCriticalities, vendorDocumentKinds } from '@/lib/schemas/vendors/records';

describe('review cadence', () => {
  it('reviews critical vendors every 6 months, high yearly, medium every 2 years and low every 3 years', () => {
    expect(reviewCadenceMonths).toEqual({ critical: 6, high: 12, medium: 24, low: 36 });
    expect(Object.keys(reviewCadenceMonths).sort()).toEqual([...vendorCriticalities].sort());
  });

  it.each([
    ['critical', 'Every 6 months'],
    ['high', 'Every year'],
    ['medium', 'Every 2 years'],
    ['low', 'Every 3 years'],
  ] as const)('says the cadence of %s: %s', (criticality, text) => expect(cadenceText(criticality)).toBe(text));
});

describe('addMonths', () => {
  it.each([
    ['2026-01-15', 6, '2026-07-15'],
    ['2026-08-31', 6, '2027-02-28'],
    ['2027-08-31', 6, '2028-02-29'],
    ['2026-12-31', 12, '2027-12-31'],
    ['2024-02-29', 12, '2025-02-28'],
    ['2026-11-26', 24, '2028-11-26'],
    ['2026-11-26', 36, '2029-11-26'],
    ['2026-03-31', 1, '2026-04-30'],
  ])('%s + %i months = %s', (day, months, expected) => expect(addMonths(day, months)).toBe(expected));
});

describe('nextReviewDue', () => {
  it('counts from the day the vendor was added while it was never reviewed', () => {
    expect(nextReviewDue({ criticality: 'high', lastReviewedOn: null, addedOn: '2026-01-10' })).toBe('2027-01-10');
    expect(nextReviewDue({ criticality: 'critical', lastReviewedOn: null, addedOn: '2026-01-10' })).toBe('2026-07-10');
  });

  it('counts from the last review once there is one', () => {
    expect(nextReviewDue({ criticality: 'medium', lastReviewedOn: '2026-05-01', addedOn: '2020-01-01' })).toBe('2028-05-01');
    expect(nextReviewDue({ criticality: 'low', lastReviewedOn: '2026-05-01', addedOn: '2020-01-01' })).toBe('2029-05-01');
  });
});

describe('reviewStanding', () => {
  it.each([
    ['2026-12-10', '2026-11-26', { state: 'upcoming', days: 14 }, 'Due in 14 days'],
    ['2026-11-27', '2026-11-26', { state: 'upcoming', days: 1 }, 'Due in 1 day'],
    ['2026-11-26', '2026-11-26', { state: 'due' }, 'Due today'],
    ['2026-11-25', '2026-11-26', { state: 'overdue', days: 1 }, 'Overdue by 1 day'],
    ['2026-10-27', '2026-11-26', { state: 'overdue', days: 30 }, 'Overdue by 30 days'],
  ] as const)('a review due %s seen on %s', (dueOn, today, standing, text) => {
    expect(reviewStanding(dueOn, today)).toEqual(standing);
    expect(reviewStandingText(reviewStanding(dueOn, today))).toBe(text);
  });

  it('is a task from 14 days before its due day, and while overdue', () => {
    expect(reviewIsTask('2026-12-10', '2026-11-26')).toBe(true);
    expect(reviewIsTask('2026-12-11', '2026-11-26')).toBe(false);
    expect(reviewIsTask('2026-11-01', '2026-11-26')).toBe(true);
  });
});

describe('documentStanding', () => {
  it('marks a document expiring within 30 days, its last day included', () => {
    expect(DOCUMENT_EXPIRING_DAYS).toBe(30);
    expect(documentStanding('2026-12-26', '2026-11-26')).toEqual({ state: 'expiring', days: 30 });
    expect(documentStanding('2026-12-27', '2026-11-26')).toEqual({ state: 'current', days: 31 });
    expect(documentStanding('2026-11-26', '2026-11-26')).toEqual({ state: 'expiring', days: 0 });
    expect(documentStanding('2026-11-25', '2026-11-26')).toEqual({ state: 'expired', days: 1 });
    expect(documentStanding(null, '2026-11-26')).toEqual({ state: 'no-expiry' });
  });

  it.each([
    [null, 'No expiry'],
    ['2027-06-01', 'Expires on 2027-06-01'],
    ['2026-12-06', 'Expiring: 10 days left'],
    ['2026-11-27', 'Expiring: 1 day left'],
    ['2026-11-26', 'Expires today'],
    ['2026-11-24', 'Expired 2 days ago'],
  ])('says %s as "%s"', (expiresOn, text) => expect(documentStandingText(documentStanding(expiresOn, '2026-11-26'), expiresOn)).toBe(text));
});

describe('documents', () => {
  it('asks only a SOC 2 report for its period', () => {
    expect(vendorDocumentKinds.filter(documentHasPeriod)).toEqual(['soc2']);
  });

  it('links every document to the vendor controls it proves', () => {
    expect(documentControls('soc2')).toEqual(['VEN-01', 'VEN-03']);
    expect(documentControls('pentest')).toEqual(['VEN-01', 'VEN-03']);
    expect(documentControls('other')).toEqual(['VEN-01', 'VEN-03']);
    expect(documentControls('dpa')).toEqual(['VEN-01', 'VEN-03', 'VEN-02']);
    expect(documentControls('baa')).toEqual(['VEN-01', 'VEN-03', 'VEN-02', 'VEN-05']);
  });
});

describe('questionnaire links', () => {
  const now = new Date('2026-11-26T10:00:00Z');

  it('last 14 days', () => expect(questionnaireLinkExpiry(now).toISOString()).toBe('2026-12-10T10:00:00.000Z'));

  it('can be used once, before they expire', () => {
    const expiresAt = questionnaireLinkExpiry(now);
    expect(questionnaireLinkProblem({ usedAt: null, expiresAt }, now)).toBeNull();
    expect(questionnaireLinkProblem({ usedAt: null, expiresAt }, new Date(expiresAt.getTime() - 1))).toBeNull();
    expect(questionnaireLinkProblem({ usedAt: null, expiresAt }, expiresAt)).toBe('expired');
    expect(questionnaireLinkProblem({ usedAt: now, expiresAt }, now)).toBe('used');
    expect(questionnaireLinkProblem({ usedAt: now, expiresAt }, new Date(expiresAt.getTime() + 1))).toBe('used');
  });
});
