import type { FindingsReport } from '../connector';
import { findingsReportOf } from '../findings-report';
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
  return findingsReportOf(
    GITLAB_VULNERABILITIES_SOURCE,
    facts.vulnerabilities,
    (project) => project.vulnerabilities,
    (project) => project.notOnPlan === true,
  );
}
