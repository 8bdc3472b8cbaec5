import { vulnerabilityDeadlineCheck, type VulnerabilityFacts } from '@/lib/checks/vulnerabilities';

const evaluate = (facts: Partial<VulnerabilityFacts>) =>
  vulnerabilityDeadlineCheck.evaluate({ organization: 'Acme', reported: true, open: [], ...facts }, new Date('2026-03-10T00:00:00Z'));

describe('the vulnerability deadline check', () => {
  it('cannot evaluate before any source reported', () => {
    expect(evaluate({ reported: false })).toEqual([
      { resource: 'Acme', outcome: 'unknown', reason: 'No source has reported vulnerability findings yet.' },
    ]);
  });

  it('passes with nothing open, or all on time or excepted', () => {
    expect(evaluate({})).toEqual([{ resource: 'Acme', outcome: 'pass', reason: 'No open finding.' }]);
    const open = [
      { asset: 'acme/web', identifier: 'CVE-1', severity: 'high', dueOn: '2026-03-20', state: 'open' as const },
      { asset: 'acme/web', identifier: 'CVE-2', severity: 'critical', dueOn: '2026-03-01', state: 'excepted' as const },
    ];
    expect(evaluate({ open })).toEqual([{ resource: 'Acme', outcome: 'pass', reason: '2 open finding(s), none past its deadline.' }]);
  });

  it('fails each asset with a finding past its deadline, naming the findings', () => {
    const open = [
      { asset: 'acme/web', identifier: 'CVE-1', severity: 'critical', dueOn: '2026-03-01', state: 'overdue' as const },
      { asset: 'acme/web', identifier: 'CVE-2', severity: 'high', dueOn: '2026-03-05', state: 'overdue' as const },
      { asset: 'acme/api', identifier: 'CVE-3', severity: 'low', dueOn: '2026-09-01', state: 'open' as const },
    ];
    expect(evaluate({ open })).toEqual([
      {
        resource: 'acme/web',
        outcome: 'fail',
        reason: '2 finding(s) past the deadline: CVE-1 (critical, due 2026-03-01), CVE-2 (high, due 2026-03-05).',
      },
    ]);
  });

  it('publishes its rule and maps to the vulnerability management control', () => {
    expect(vulnerabilityDeadlineCheck.controls).toEqual(['VUL-01']);
    expect(vulnerabilityDeadlineCheck.logic.rule).toMatch(/calendar days from the day it was first seen/);
  });
});
