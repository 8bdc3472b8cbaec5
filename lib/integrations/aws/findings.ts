import { isUnknown } from '@/lib/checks/types';
import type { FindingsReport } from '../connector';
import type { AwsFacts } from './facts';

/** The source Security Hub's findings are reported under. */
export const SECURITY_HUB_SOURCE = 'aws:security-hub';

/**
 * Security Hub's findings as the full report of their source; left out when they could not be read (Security Hub
 * off, the permission missing, throttled), so the findings it reported before stand as they were.
 */
export function awsFindings(facts: AwsFacts): FindingsReport[] {
  const findings = facts.securityHubFindings;
  if (findings === undefined || isUnknown(findings)) return [];
  return [
    {
      source: SECURITY_HUB_SOURCE,
      findings: findings.map((finding) => ({
        asset: finding.asset,
        identifier: finding.identifier,
        title: finding.title,
        severity: finding.severity,
        ...(finding.firstSeenOn ? { firstSeenOn: finding.firstSeenOn } : {}),
        ...(finding.resolvedOn ? { fixedOn: finding.resolvedOn } : {}),
      })),
    },
  ];
}
