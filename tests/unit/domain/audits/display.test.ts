import {
  auditDates,
  auditRow,
  auditSummaryFilename,
  auditSummaryText,
  describeDaysRemaining,
  daysToNextAuditText,
  observationPeriod,
  readinessRows,
  upcomingAudits,
  upcomingDays,
} from '@/lib/domain/audits/display';
import type { Audit, AuditRecord } from '@/lib/schemas/audits/records';

const record: AuditRecord = {
  id: '0d6f1a52-3c1e-4a4e-9a55-2f2f5b1f0c11',
  name: 'SOC 2 Type II Annual Audit',
  type: 'external',
  framework: 'soc2',
  auditor: 'Deloitte & Touche',
  startOn: '2027-01-05',
  endOn: '2027-01-23',
  observationStartOn: null,
  observationEndOn: null,
  description: 'Annual Type II examination.',
  status: 'scheduled',
  result: 'Pending',
  cancellationReason: '',
  createdAt: new Date('2026-10-01T00:00:00Z'),
  updatedAt: new Date('2026-10-01T00:00:00Z'),
  version: 1,
};

const audit = (name: string, status: Audit['status'], startDate: string): Audit => ({
  ...auditRow(record),
  id: name,
  name,
  status,
  startDate,
  endDate: startDate,
});

describe('auditRow', () => {
  it('lists a stored audit with its dates as the form took them, and nothing of the storage', () => {
    expect(auditRow(record)).toEqual({
      id: record.id,
      name: 'SOC 2 Type II Annual Audit',
      type: 'external',
      framework: 'soc2',
      auditor: 'Deloitte & Touche',
      startDate: '2027-01-05',
      endDate: '2027-01-23',
      observationStartDate: null,
      observationEndDate: null,
      description: 'Annual Type II examination.',
      status: 'scheduled',
      result: 'Pending',
      cancellationReason: '',
      version: 1,
    });
  });
});

describe('upcomingAudits', () => {
  it('keeps scheduled and preparing audits, soonest first, with the days remaining from today', () => {
    const audits = [
      audit('Later', 'preparing', '2027-02-15'),
      audit('Done', 'completed', '2026-09-08'),
      audit('Running', 'in-progress', '2026-11-16'),
      audit('Next', 'scheduled', '2027-01-05'),
      audit('Tomorrow', 'scheduled', '2026-11-22'),
    ];
    expect(upcomingAudits(audits, '2026-11-21').map(({ audit: { name }, days, startsIn }) => [name, days, startsIn])).toEqual([
      ['Tomorrow', 1, '1 day remaining'],
      ['Next', 45, '45 days remaining'],
      ['Later', 86, '86 days remaining'],
    ]);
  });

  it('says when one starts today, and leaves out those whose day has passed and cancelled ones', () => {
    const audits = [
      audit('Today', 'scheduled', '2026-11-21'),
      audit('Late', 'scheduled', '2026-11-18'),
      audit('Called off', 'cancelled', '2026-12-01'),
    ];
    expect(upcomingAudits(audits, '2026-11-21').map(({ audit: { name }, startsIn }) => [name, startsIn])).toEqual([
      ['Today', 'Starts today'],
    ]);
  });
});

describe('describeDaysRemaining', () => {
  it.each([
    [0, 'Starts today'],
    [1, '1 day remaining'],
    [45, '45 days remaining'],
    [-1, 'Started 1 day ago'],
    [-5, 'Started 5 days ago'],
  ])('%i reads %s', (days, text) => {
    expect(describeDaysRemaining(days)).toBe(text);
  });
});

describe('upcomingDays', () => {
  it('counts the days before a scheduled or preparing audit from today on, and nothing else', () => {
    expect(upcomingDays({ status: 'scheduled', startDate: '2027-01-05' }, '2026-11-21')).toBe(45);
    expect(upcomingDays({ status: 'preparing', startDate: '2026-11-21' }, '2026-11-21')).toBe(0);
    expect(upcomingDays({ status: 'scheduled', startDate: '2026-11-20' }, '2026-11-21')).toBeNull();
    for (const status of ['in-progress', 'completed', 'cancelled'] as const)
      expect(upcomingDays({ status, startDate: '2027-01-05' }, '2026-11-21')).toBeNull();
  });
});

describe('auditDates and the downloaded summary', () => {
  it('writes one day once and a range with a dash', () => {
    expect(auditDates({ startDate: '2027-01-05', endDate: '2027-01-05' })).toBe('2027-01-05');
    expect(auditDates({ startDate: '2027-01-05', endDate: '2027-01-23' })).toBe('2027-01-05 – 2027-01-23');
  });

  it('saves the audit’s fields one a line, with the reason of a cancelled one, under a file name from its name', () => {
    const completed = { ...auditRow(record), status: 'completed' as const, result: 'Pass' as const };
    expect(auditSummaryText(completed)).toBe(
      [
        'Audit: SOC 2 Type II Annual Audit',
        'Type: External',
        'Framework: SOC 2',
        'Auditor: Deloitte & Touche',
        'Dates: 2027-01-05 – 2027-01-23',
        'Status: Completed',
        'Result: Pass',
        '',
        'Annual Type II examination.',
        '',
      ].join('\n'),
    );
    const cancelled = { ...auditRow(record), status: 'cancelled' as const, cancellationReason: 'Budget.', description: '' };
    expect(auditSummaryText(cancelled)).toContain('Status: Cancelled\nResult: Pending\nCancellation reason: Budget.\n');
    expect(auditSummaryText({ ...completed, observationStartDate: '2026-07-01', observationEndDate: '2026-12-31' })).toContain(
      'Dates: 2027-01-05 – 2027-01-23\nObservation period: 2026-07-01 – 2026-12-31\nStatus: Completed\n',
    );
    expect(auditSummaryFilename(completed)).toBe('soc-2-type-ii-annual-audit-summary.txt');
    expect(auditSummaryFilename({ name: '***' })).toBe('audit-summary.txt');
  });
});

describe('observationPeriod', () => {
  it('writes the period as one line, one day once, and nothing when the audit has none', () => {
    expect(observationPeriod({ observationStartDate: '2026-01-01', observationEndDate: '2026-06-30' })).toBe('2026-01-01 – 2026-06-30');
    expect(observationPeriod({ observationStartDate: '2026-01-01', observationEndDate: '2026-01-01' })).toBe('2026-01-01');
    expect(observationPeriod({ observationStartDate: null, observationEndDate: null })).toBeNull();
    expect(observationPeriod({ observationStartDate: '2026-01-01', observationEndDate: null })).toBeNull();
  });

  it('is part of a stored audit’s row', () => {
    const observed = auditRow({ ...record, observationStartOn: '2026-07-01', observationEndOn: '2026-12-31' });
    expect(observed).toMatchObject({ observationStartDate: '2026-07-01', observationEndDate: '2026-12-31' });
  });
});

describe('readinessRows', () => {
  it('names each framework from the directory, in its order, with the progress as percent', () => {
    expect(
      readinessRows([
        { frameworkId: 'iso27001', progress: 65 },
        { frameworkId: 'pci-dss', progress: 89 },
        { frameworkId: 'soc2', progress: 96 },
      ]),
    ).toEqual([
      { frameworkId: 'soc2', name: 'SOC 2 Type II', percent: 96 },
      { frameworkId: 'pci-dss', name: 'PCI DSS', percent: 89 },
      { frameworkId: 'iso27001', name: 'ISO 27001', percent: 65 },
    ]);
  });

  it('is empty without frameworks and keeps an unknown id as its own name, within 0–100', () => {
    expect(readinessRows([])).toEqual([]);
    expect(readinessRows([{ frameworkId: 'retired', progress: 120 }])).toEqual([{ frameworkId: 'retired', name: 'retired', percent: 100 }]);
  });
});

describe('daysToNextAuditText', () => {
  it('shows the count, or a dash when no audit is ahead', () => {
    expect(daysToNextAuditText(45)).toBe('45');
    expect(daysToNextAuditText(0)).toBe('0');
    expect(daysToNextAuditText(null)).toBe('—');
  });
});
