import { isUnknown } from '@/lib/checks/types';
import type { FindingsReport } from '../connector';
import type { GoogleCloudFacts } from './facts';

/** The source Security Command Center's findings are recorded under. */
export const SECURITY_COMMAND_CENTER_SOURCE = 'google-cloud:security-command-center';

/**
 * The projects' active Security Command Center findings as one report of their source: a finding no longer active is
 * fixed on the day of the run. Complete only when every project's findings were read; when some project's were not
 * (refused, not activated, throttled) the report is partial, so nothing is fixed for being absent. No report when no
 * project's findings could be read.
 */
export function googleCloudFindings(facts: GoogleCloudFacts): FindingsReport[] {
  const lists = facts.securityFindings;
  if (lists === undefined || isUnknown(lists)) return [];
  const read = lists.flatMap((list) => (isUnknown(list.findings) ? [] : [list.findings]));
  if (lists.length > 0 && read.length === 0) return [];
  return [
    {
      source: SECURITY_COMMAND_CENTER_SOURCE,
      complete: read.length === lists.length,
      findings: read.flat().map((finding) => ({
        asset: finding.asset,
        identifier: finding.identifier,
        title: finding.title,
        severity: finding.severity,
        ...(finding.url ? { url: finding.url } : {}),
        ...(finding.firstSeenOn ? { firstSeenOn: finding.firstSeenOn } : {}),
      })),
    },
  ];
}
