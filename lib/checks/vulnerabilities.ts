import type { CheckDefinition, CheckResult } from './types';

/** The findings the deadline check reads: whether any source ever reported, and each open finding's standing. */
export type VulnerabilityFacts = {
  organization: string;
  /** A source (a provider's alerts, a scanner's upload) has reported at least once, even nothing. */
  reported: boolean;
  open: readonly { asset: string; identifier: string; severity: string; dueOn: string; state: 'open' | 'excepted' | 'overdue' }[];
};

/**
 * The product's own check of the vulnerability findings: no open finding past its deadline. It runs on the
 * findings every time it is read, not on a provider's run.
 */
export const vulnerabilityDeadlineCheck: CheckDefinition<VulnerabilityFacts> & { provider: 'vulnerabilities' } = {
  id: 'vulnerabilities.deadlines',
  provider: 'vulnerabilities',
  title: 'No vulnerability finding stays open past its deadline',
  proves: 'Vulnerabilities found by scanners and providers are fixed within the deadlines set for their severity.',
  controls: ['VUL-01'],
  severity: 'high',
  logic: {
    reads:
      "The organization's open vulnerability findings (GitHub Dependabot, code scanning and secret scanning alerts, SARIF and CSV uploads), each with its severity, the day it was first seen and its exceptions.",
    rule: 'Each finding must be fixed within the days set for its severity (by default critical 7, high 30, medium 90, low 180), counted in calendar days from the day it was first seen; a finding under an approved exception is not overdue until the exception expires.',
    pass: 'No open finding is past its due day (none open, all on time, or excepted).',
    fail: 'An asset has an open finding past its due day without an exception that holds; the result names the findings.',
    unknown: 'No source has reported findings yet: connect GitHub, or upload a scan.',
  },
  evaluate: (facts) => {
    if (!facts.reported) {
      return [{ resource: facts.organization, outcome: 'unknown', reason: 'No source has reported vulnerability findings yet.' }];
    }
    const overdue = facts.open.filter((finding) => finding.state === 'overdue');
    if (overdue.length === 0) {
      const reason = facts.open.length === 0 ? 'No open finding.' : `${facts.open.length} open finding(s), none past its deadline.`;
      return [{ resource: facts.organization, outcome: 'pass', reason }];
    }
    const byAsset = new Map<string, typeof overdue>();
    for (const finding of overdue) byAsset.set(finding.asset, [...(byAsset.get(finding.asset) ?? []), finding]);
    return [...byAsset].map(([asset, findings]): CheckResult => ({
      resource: asset,
      outcome: 'fail',
      reason: `${findings.length} finding(s) past the deadline: ${findings.map((finding) => `${finding.identifier} (${finding.severity}, due ${finding.dueOn})`).join(', ')}.`,
    }));
  },
};
