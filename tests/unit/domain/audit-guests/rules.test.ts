import { evidenceInPeriod, guestAccessEnd, guestPeriod, guestStanding, versionsInForce } from '@/lib/domain/audit-guests/rules';

const audit = {
  startOn: '2026-07-01',
  endOn: '2026-07-31',
  observationStartOn: null,
  observationEndOn: null,
  status: 'scheduled' as const,
};
const accepted = { acceptedAt: new Date('2026-06-01T00:00:00Z'), withdrawnAt: null };

describe('a guest’s standing', () => {
  it('works through the audit’s end date, then has ended', () => {
    expect(guestStanding(accepted, audit, '2026-07-31')).toBe('active');
    expect(guestStanding(accepted, audit, '2026-08-01')).toBe('ended');
  });

  it('is invited until accepted, withdrawn once withdrawn, and ended at once when the audit is cancelled', () => {
    expect(guestStanding({ acceptedAt: null, withdrawnAt: null }, audit, '2026-07-01')).toBe('invited');
    expect(guestStanding({ ...accepted, withdrawnAt: new Date() }, audit, '2026-07-01')).toBe('withdrawn');
    expect(guestStanding(accepted, { ...audit, status: 'cancelled' }, '2026-07-01')).toBe('ended');
    expect(guestAccessEnd({ ...audit, status: 'cancelled' })).toBeNull();
  });
});

describe('the period a guest sees', () => {
  it('is the observation period when the audit has one, else its fieldwork dates', () => {
    expect(guestPeriod(audit)).toEqual({ start: '2026-07-01', end: '2026-07-31' });
    expect(guestPeriod({ ...audit, observationStartOn: '2026-01-01', observationEndOn: '2026-06-30' })).toEqual({
      start: '2026-01-01',
      end: '2026-06-30',
    });
  });

  it('holds evidence collected on its first and last days, not the days around it', () => {
    const period = { start: '2026-01-01', end: '2026-06-30' };
    expect(evidenceInPeriod('2026-01-01', period)).toBe(true);
    expect(evidenceInPeriod('2026-06-30', period)).toBe(true);
    expect(evidenceInPeriod('2025-12-31', period)).toBe(false);
    expect(evidenceInPeriod('2026-07-01', period)).toBe(false);
  });
});

describe('policy versions in force during the period', () => {
  const period = { start: '2026-01-01', end: '2026-06-30' };
  const version = (id: string, day: string) => ({ id, approvedAt: new Date(`${day}T12:00:00Z`) });

  it('keeps the version in force at the start and each approved during it; drops one retired before and one approved after', () => {
    const versions = [version('v1', '2025-01-10'), version('v2', '2025-09-01'), version('v3', '2026-03-01'), version('v4', '2026-08-01')];
    expect(versionsInForce(versions, null, period).map((kept) => kept.id)).toEqual(['v2', 'v3']);
  });

  it('keeps a version approved on the period’s last day and none of a policy archived before the period', () => {
    expect(versionsInForce([version('v1', '2026-06-30')], null, period).map((kept) => kept.id)).toEqual(['v1']);
    expect(versionsInForce([version('v1', '2025-01-10')], new Date('2025-12-31T00:00:00Z'), period)).toEqual([]);
    expect(versionsInForce([version('v1', '2025-01-10')], new Date('2026-02-01T00:00:00Z'), period).map((kept) => kept.id)).toEqual(['v1']);
  });
});
