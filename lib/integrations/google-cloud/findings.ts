import type { FindingsReport } from '../connector';
import { findingsReportOf } from '../findings-report';
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
  return findingsReportOf(SECURITY_COMMAND_CENTER_SOURCE, facts.securityFindings, (project) => project.findings);
}
