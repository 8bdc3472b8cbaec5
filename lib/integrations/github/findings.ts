import { isUnknown } from '@/lib/checks/types';
import type { FindingsReport } from '../connector';
import type { GithubFacts, VulnerabilityAlert } from './facts';

const reportOf = (source: string, alerts: VulnerabilityAlert[]): FindingsReport => ({
  source,
  findings: alerts.map((alert) => ({
    asset: alert.asset,
    identifier: alert.identifier,
    title: alert.title.slice(0, 300),
    severity: alert.severity,
    ...(alert.url ? { url: alert.url } : {}),
    ...(/^\d{4}-\d{2}-\d{2}/.test(alert.createdAt) ? { firstSeenOn: alert.createdAt.slice(0, 10) } : {}),
    ...(alert.closedOn ? { fixedOn: alert.closedOn } : {}),
  })),
});

/** GitHub's three kinds of security alert as full reports of their sources; a kind GitHub refused is left out. */
export function githubFindings(facts: GithubFacts): FindingsReport[] {
  const alerts = facts.vulnerabilityAlerts;
  if (!alerts) return [];
  const kinds = [
    ['github:dependabot', alerts.dependabot],
    ['github:code-scanning', alerts.codeScanning],
    ['github:secret-scanning', alerts.secretScanning],
  ] as const;
  return kinds.flatMap(([source, list]) => (isUnknown(list) ? [] : [reportOf(source, list)]));
}
