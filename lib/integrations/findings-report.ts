import { isUnknown, type Unknown } from '@/lib/checks/types';
import type { FindingsReport } from './connector';

/** A finding as a provider's gathering keeps it; empty or null fields are left out of the report. */
export type GatheredFinding = {
  asset: string;
  identifier: string;
  title: string;
  severity: FindingsReport['findings'][number]['severity'];
  url?: string | null;
  firstSeenOn?: string | null;
  /** The day the provider says it was resolved or dismissed. */
  closedOn?: string | null;
};

/**
 * One source's report from the lists gathered scope by scope (a project, a subscription). Complete (a finding no
 * longer listed is fixed) only when every scope's list was read or `hasNone` says the scope has none to read; else
 * partial, so nothing is taken as fixed for being absent. No report when no scope's list could be read, so an outage
 * never closes every finding.
 */
export function findingsReportOf<Scope>(
  source: string,
  scopes: Scope[] | Unknown | undefined,
  listOf: (scope: Scope) => GatheredFinding[] | Unknown,
  hasNone: (scope: Scope) => boolean = () => false,
): FindingsReport[] {
  if (scopes === undefined || isUnknown(scopes)) return [];
  const lists = scopes.map(listOf);
  const read = lists.flatMap((list) => (isUnknown(list) ? [] : [list]));
  if (scopes.length > 0 && read.length === 0) return [];
  const complete = scopes.every((scope, index) => !isUnknown(lists[index]!) || hasNone(scope));
  return [
    {
      source,
      complete,
      findings: read.flat().map((finding) => ({
        asset: finding.asset,
        identifier: finding.identifier,
        title: finding.title,
        severity: finding.severity,
        ...(finding.url ? { url: finding.url } : {}),
        ...(finding.firstSeenOn ? { firstSeenOn: finding.firstSeenOn } : {}),
        ...(finding.closedOn ? { fixedOn: finding.closedOn } : {}),
      })),
    },
  ];
}
