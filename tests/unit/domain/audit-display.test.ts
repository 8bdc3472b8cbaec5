import { auditRow, daysToNextAuditText, readinessRows, upcomingAudits } from '@/lib/domain/audit-display';
import type { Audit, AuditRecord } from '@/lib/schemas/audit';

const record: AuditRecord = {
  id: '0d6f1a52-3c1e-4a4e-9a55-2f2f5b1f0c11',
  name: 'SOC 2 Type II Annual Audit',
  type: 'external',
  framework: 'soc2',
  auditor: 'Deloitte & Touche',
  startOn: '2027-01-05',
  endOn: '2027-01-23',
  description: 'Annual Type II examination.',
  status: 'scheduled',
  result: 'Pending',
  createdAt: new Date('2026-10-01T00:00:00Z'),
  updatedAt: new Date('2026-10-01T00:00:00Z'),
  version: 1,
};

const audit = (name: string, status: Audit['status'], startDate: string): Audit => ({ ...auditRow(record), id: name, name, status, startDate, endDate: startDate });

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
      description: 'Annual Type II examination.',
      status: 'scheduled',
      result: 'Pending',
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

  it('says when a scheduled audit starts today or should have started', () => {
    const audits = [audit('Today', 'scheduled', '2026-11-21'), audit('Late', 'scheduled', '2026-11-18')];
    expect(upcomingAudits(audits, '2026-11-21').map(({ startsIn }) => startsIn)).toEqual(['Started 3 days ago', 'Starts today']);
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
