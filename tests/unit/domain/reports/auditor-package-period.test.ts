import { auditPackagePeriod, auditPeriodKind, collectedWithinPeriod } from '@/lib/domain/reports/auditor-package-period';

const fieldwork = { startOn: '2026-07-06', endOn: '2026-07-24', observationStartOn: null, observationEndOn: null };
const observed = { ...fieldwork, observationStartOn: '2026-01-01', observationEndOn: '2026-06-30' };

describe('auditPackagePeriod', () => {
  it('is the observation period when the audit has one', () => {
    expect(auditPackagePeriod(observed)).toEqual({ startOn: '2026-01-01', endOn: '2026-06-30', kind: 'observation' });
  });

  it('is the fieldwork dates otherwise, half a period included', () => {
    expect(auditPackagePeriod(fieldwork)).toEqual({ startOn: '2026-07-06', endOn: '2026-07-24', kind: 'fieldwork' });
    expect(auditPackagePeriod({ ...fieldwork, observationStartOn: '2026-01-01' })).toMatchObject({ kind: 'fieldwork' });
  });
});

describe('auditPeriodKind', () => {
  it('names the audit period a package covers, or none once the audit moved', () => {
    expect(auditPeriodKind(observed, { start: '2026-01-01', end: '2026-06-30' })).toBe('observation');
    expect(auditPeriodKind(observed, { start: '2026-07-06', end: '2026-07-24' })).toBe('fieldwork');
    expect(auditPeriodKind(fieldwork, { start: '2026-07-06', end: '2026-07-24' })).toBe('fieldwork');
    expect(auditPeriodKind(observed, { start: '2026-01-01', end: '2026-07-24' })).toBeNull();
    expect(auditPeriodKind(fieldwork, { start: '2026-01-01', end: '2026-06-30' })).toBeNull();
  });
});

describe('collectedWithinPeriod', () => {
  it('keeps evidence collected by the period’s last day, before it started too', () => {
    const period = { end: '2026-06-30' };
    expect(collectedWithinPeriod('2025-12-01', period)).toBe(true);
    expect(collectedWithinPeriod('2026-06-30', period)).toBe(true);
    expect(collectedWithinPeriod('2026-07-01', period)).toBe(false);
  });
});
