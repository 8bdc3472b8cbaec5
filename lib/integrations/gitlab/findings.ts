import { isUnknown } from '@/lib/checks/types';
import type { FindingsReport } from '../connector';
import type { GitlabFacts } from './facts';

/** The source GitLab's vulnerability reports are recorded under. */
export const GITLAB_VULNERABILITIES_SOURCE = 'gitlab:vulnerabilities';

/**
 * The group's projects' vulnerability reports as one report of their source. Complete (a finding no longer listed is
 * fixed) only when every project's report was read or the plan has none; when a project's report was refused or
 * failed, the report is partial, so that project's findings stand as they were. No report at all when no project's
 * report could be read (the projects unknown, or a plan without vulnerability reports); a group with no project lists
 * none.
 */
export function gitlabFindings(facts: GitlabFacts): FindingsReport[] {
  const lists = facts.vulnerabilities;
  if (lists === undefined || isUnknown(lists)) return [];
  const read = lists.flatMap((list) => (isUnknown(list.vulnerabilities) ? [] : [list.vulnerabilities]));
  if (lists.length > 0 && read.length === 0) return [];
  const complete = lists.every((list) => !isUnknown(list.vulnerabilities) || list.notOnPlan === true);
  return [
    {
      source: GITLAB_VULNERABILITIES_SOURCE,
      complete,
      findings: read.flat().map((vulnerability) => ({
        asset: vulnerability.asset,
        identifier: vulnerability.identifier,
        title: vulnerability.title,
        severity: vulnerability.severity,
        ...(vulnerability.url ? { url: vulnerability.url } : {}),
        ...(vulnerability.firstSeenOn ? { firstSeenOn: vulnerability.firstSeenOn } : {}),
        ...(vulnerability.closedOn ? { fixedOn: vulnerability.closedOn } : {}),
      })),
    },
  ];
}
