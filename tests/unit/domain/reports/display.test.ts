import { quickReports } from '@/lib/catalog/quick-reports';
import { complianceStatusRows, reportFileName, reportGeneratedText, reportRow, reportSizeText } from '@/lib/domain/reports/display';
import type { ReportRecord } from '@/lib/schemas/reports/records';

const now = new Date('2027-03-10T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const generated: ReportRecord = {
  id: 'r-1',
  name: 'SOC 2 Compliance Status Report',
  type: 'framework',
  frameworks: ['soc2'],
  startOn: '2026-12-08',
  endOn: '2027-03-09',
  format: 'pdf',
  notes: 'Quarterly status for the board.',
  status: 'generated',
  progress: 100,
  failureReason: null,
  auditId: null,
  sizeBytes: Math.round(2.4 * 1024 * 1024),
  generatedAt: ago(2 * HOUR),
  createdAt: ago(2 * HOUR + 3 * MINUTE),
  version: 1,
};
const generating: ReportRecord = {
  ...generated,
  id: 'r-2',
  status: 'generating',
  progress: 40,
  sizeBytes: null,
  generatedAt: null,
  createdAt: ago(10 * 1000),
};

describe('reportSizeText', () => {
  it.each([
    [null, '—'],
    [Math.round(2.4 * 1024 * 1024), '2.4 MB'],
    [Math.round(1.1 * 1024 * 1024), '1.1 MB'],
    [104_858, '0.1 MB'],
    [102_400, '100 KB'],
    [56 * 1024, '56 KB'],
    [1, '1 KB'],
    [0, '1 KB'],
  ])('shows %p bytes as %p', (bytes, text) => {
    expect(reportSizeText(bytes)).toBe(text);
  });
});

describe('reportGeneratedText', () => {
  it('says how long ago a generated report’s file was made', () => {
    expect(reportGeneratedText(generated, now)).toBe('2 hours ago');
    expect(reportGeneratedText({ ...generated, generatedAt: ago(30 * HOUR) }, now)).toBe('Yesterday');
    expect(reportGeneratedText({ ...generated, generatedAt: ago(7 * DAY) }, now)).toBe('7 days ago');
  });

  it('says when a report still being generated was started, never pretending it is done', () => {
    expect(reportGeneratedText(generating, now)).toBe('Started just now');
    expect(reportGeneratedText({ ...generating, createdAt: ago(5 * MINUTE) }, now)).toBe('Started 5 minutes ago');
    expect(reportGeneratedText({ ...generating, createdAt: ago(36 * HOUR) }, now)).toBe('Started yesterday');
    expect(reportGeneratedText({ ...generating, createdAt: ago(3 * DAY) }, now)).toBe('Started 3 days ago');
  });
});

describe('reportRow', () => {
  it('lists a generated report with its period, time and size', () => {
    expect(reportRow(generated, now)).toEqual({
      id: 'r-1',
      name: 'SOC 2 Compliance Status Report',
      type: 'framework',
      frameworks: ['soc2'],
      startDate: '2026-12-08',
      endDate: '2027-03-09',
      format: 'pdf',
      notes: 'Quarterly status for the board.',
      generated: '2 hours ago',
      status: 'generated',
      size: '2.4 MB',
      progress: 100,
      failureReason: '',
      version: 1,
    });
  });

  it('shows a Generating report’s progress, and the reason only once it failed', () => {
    expect(reportRow(generating, now)).toMatchObject({ progress: 40, failureReason: '' });
    expect(reportRow({ ...generating, status: 'failed', progress: 40, failureReason: 'The disk is full.' }, now)).toMatchObject({
      status: 'failed',
      progress: 0,
      failureReason: 'The disk is full.',
      size: '—',
    });
    expect(reportRow({ ...generating, status: 'cancelled', failureReason: 'stale' }, now)).toMatchObject({
      status: 'cancelled',
      progress: 0,
      failureReason: '',
      size: '—',
    });
  });

  it('shows no size while generating, even if one was stored', () => {
    expect(reportRow({ ...generating, sizeBytes: 1234 }, now)).toMatchObject({
      status: 'generating',
      generated: 'Started just now',
      size: '—',
    });
  });
});

describe('complianceStatusRows', () => {
  it('names each followed framework, in the Frameworks screen’s order, with its status word', () => {
    const rows = complianceStatusRows([
      { frameworkId: 'iso27001', status: 'progress', progress: 65 },
      { frameworkId: 'ccpa', status: 'review', progress: 78 },
      { frameworkId: 'soc2', status: 'active', progress: 96 },
      { frameworkId: 'pci-dss', status: 'active', progress: 89 },
    ]);
    expect(rows).toEqual([
      { id: 'soc2', name: 'SOC 2 Type II', percent: 96, label: 'Compliant' },
      { id: 'pci-dss', name: 'PCI DSS', percent: 89, label: 'Compliant' },
      { id: 'ccpa', name: 'CCPA/CPRA', percent: 78, label: 'Review Required' },
      { id: 'iso27001', name: 'ISO 27001', percent: 65, label: 'In Progress' },
    ]);
  });

  it('keeps the percent within 0–100 and an unknown id last, by its id', () => {
    expect(
      complianceStatusRows([
        { frameworkId: 'retired', status: 'progress', progress: 140 },
        { frameworkId: 'gdpr', status: 'active', progress: 91.6 },
        { frameworkId: 'sox', status: 'progress', progress: -5 },
      ]),
    ).toEqual([
      { id: 'gdpr', name: 'GDPR', percent: 92, label: 'Compliant' },
      { id: 'sox', name: 'SOX', percent: 0, label: 'In Progress' },
      { id: 'retired', name: 'retired', percent: 100, label: 'In Progress' },
    ]);
  });

  it('is empty when the organization follows no framework', () => {
    expect(complianceStatusRows([])).toEqual([]);
  });
});

describe('quick reports', () => {
  it('keeps the four quick report cards and their estimated times', () => {
    expect(quickReports.map((report) => [report.id, report.minutes])).toEqual([
      ['compliance-status', 2],
      ['audit-readiness', 5],
      ['framework-gaps', 3],
      ['security-assessment', 4],
    ]);
  });
});

describe('reportFileName', () => {
  it('names the file after the report and the day it was generated, with the format’s extension', () => {
    const at = new Date('2026-11-24T09:30:00Z');
    expect(reportFileName('SOC 2 Compliance Status Report', 'pdf', at)).toBe('soc-2-compliance-status-report-2026-11-24.pdf');
    expect(reportFileName('Q3 Executive Summary', 'excel', at)).toBe('q3-executive-summary-2026-11-24.xlsx');
    expect(reportFileName('Board pack', 'word', at)).toBe('board-pack-2026-11-24.docx');
    expect(reportFileName('Auditor package: SOC 2 Type II', 'zip', at)).toBe('auditor-package-soc-2-type-ii-2026-11-24.zip');
    expect(reportFileName('***', 'pdf', at)).toBe('report-2026-11-24.pdf');
  });
});
