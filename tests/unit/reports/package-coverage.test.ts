import type { CoverageRun } from '@/lib/domain/checks/control-coverage';
import type { ReportData, ReportEvidence, ReportFramework } from '@/lib/reports/data';
import { controlCoverageCsv, controlCoverageRows } from '@/lib/reports/package/coverage';

const control = (id: string, name: string) => ({ id, name, state: 'implemented' as const, reason: '', owner: null, evidence: [] });

const framework: ReportFramework = {
  id: 'soc2',
  name: 'SOC 2 Type II',
  edition: '2017',
  status: 'active',
  progress: null,
  requirements: [
    {
      id: 'CC6.1',
      title: 'Logical access',
      group: 'CC6',
      met: false,
      controls: [control('AC-05', 'Multi-factor authentication'), control('AC-03', 'Access reviews')],
    },
    {
      id: 'CC6.2',
      title: 'Registration',
      group: 'CC6',
      met: false,
      controls: [control('AC-03', 'Access reviews'), control('HR-01', 'Screening, "vetted"')],
    },
  ],
};

const item = (overrides: Partial<ReportEvidence>): ReportEvidence => ({
  id: 'e1',
  name: 'Proof',
  type: 'document',
  framework: 'soc2',
  status: 'verified',
  collectedOn: '2026-01-01',
  expiresOn: null,
  expired: false,
  expiresInPeriod: false,
  controls: ['AC-03'],
  ...overrides,
});

const data = (items: ReportEvidence[]): Pick<ReportData, 'period' | 'frameworks' | 'evidence'> => ({
  period: { start: '2026-01-01', end: '2026-01-10' },
  frameworks: [framework],
  evidence: { summary: { total: 0, verified: 0, pending: 0, failed: 0, expired: 0, expiringInPeriod: 0 }, items },
});

const failing: CoverageRun = {
  provider: 'github',
  startedAt: new Date('2026-01-04T12:00:00Z'),
  results: [{ checkId: 'github.org-two-factor', outcome: 'fail' }],
};

describe('controlCoverageRows', () => {
  it('gives each control of the frameworks one row, in the order first mapped', () => {
    expect(controlCoverageRows(data([]), [], new Map()).map((row) => row.control)).toEqual(['AC-05', 'AC-03', 'HR-01']);
  });

  it('counts verified evidence linked to the control only, expired items for the days they were current', () => {
    const rows = controlCoverageRows(
      data([
        item({ id: 'a', controls: ['AC-03'], collectedOn: '2026-01-03', expiresOn: '2026-01-05', expired: true }),
        item({ id: 'b', controls: ['AC-03', 'HR-01'], status: 'pending' }),
        item({ id: 'c', controls: ['HR-01'], status: 'failed' }),
      ]),
      [],
      new Map(),
    );
    expect(rows.map((row) => [row.control, row.coverage.covered])).toEqual([
      ['AC-05', 0],
      ['AC-03', 3],
      ['HR-01', 0],
    ]);
  });

  it("applies a run's results to the controls its checks map to, and to no other", () => {
    const rows = controlCoverageRows(
      data([item({ controls: ['AC-05', 'AC-03'] })]),
      [failing],
      new Map([['AC-05', new Set(['github.org-two-factor'])]]),
    );
    expect(rows.map((row) => [row.control, row.coverage.covered, row.coverage.gaps])).toEqual([
      ['AC-05', 8, [{ from: '2026-01-04', to: '2026-01-05' }]],
      ['AC-03', 10, []],
      ['HR-01', 0, [{ from: '2026-01-01', to: '2026-01-10' }]],
    ]);
  });
});

describe('controlCoverageCsv', () => {
  it('writes a header and a line per control as the control matrix is written (byte order mark, CRLF, quoting)', () => {
    const rows = controlCoverageRows(data([]), [failing], new Map([['AC-05', new Set(['github.org-two-factor'])]]));
    expect(controlCoverageCsv(rows)).toBe(
      '\uFEFFControl,Control name,Days in period,Days covered,Days not covered,Gaps\r\n' +
        'AC-05,Multi-factor authentication,10,0,10,2026-01-01 to 2026-01-10\r\n' +
        'AC-03,Access reviews,10,0,10,2026-01-01 to 2026-01-10\r\n' +
        'HR-01,"Screening, ""vetted""",10,0,10,2026-01-01 to 2026-01-10\r\n',
    );
    expect(controlCoverageCsv([])).toBe('\uFEFFControl,Control name,Days in period,Days covered,Days not covered,Gaps\r\n');
  });

  it('keeps a control name that starts like a formula as plain text', () => {
    const csv = controlCoverageCsv([{ control: 'X-1', controlName: '=HYPERLINK("x")', coverage: { days: 1, covered: 1, gaps: [] } }]);
    expect(csv.split('\r\n')[1]).toBe('X-1,"\'=HYPERLINK(""x"")",1,1,0,');
  });
});
