import type { FindingsReport } from '../connector';
import { findingsReportOf } from '../findings-report';
import type { AzureFacts } from './facts';

/** The source Defender for Cloud's alerts are recorded under. */
export const DEFENDER_SOURCE = 'azure:defender-for-cloud';

/**
 * The subscriptions' open Defender for Cloud alerts as one report of their source: one resolved, dismissed or gone is
 * fixed on the day of the run. Complete only when every subscription's alerts were read, else partial (nothing fixed
 * for being absent); no report when none could be read.
 */
export function azureFindings(facts: AzureFacts): FindingsReport[] {
  return findingsReportOf(DEFENDER_SOURCE, facts.securityAlerts, (subscription) => subscription.alerts);
}
