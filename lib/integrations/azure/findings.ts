import { isUnknown } from '@/lib/checks/types';
import type { FindingsReport } from '../connector';
import type { AzureFacts } from './facts';

/** The source Defender for Cloud's alerts are recorded under. */
export const DEFENDER_SOURCE = 'azure:defender-for-cloud';

/**
 * The subscriptions' open Defender for Cloud alerts as one report of their source: one resolved, dismissed or gone is
 * fixed on the day of the run. Complete only when every subscription's alerts were read, else partial (nothing fixed
 * for being absent); no report when none could be read.
 */
export function azureFindings(facts: AzureFacts): FindingsReport[] {
  const lists = facts.securityAlerts;
  if (lists === undefined || isUnknown(lists)) return [];
  const read = lists.flatMap((list) => (isUnknown(list.alerts) ? [] : [list.alerts]));
  if (lists.length > 0 && read.length === 0) return [];
  return [
    {
      source: DEFENDER_SOURCE,
      complete: read.length === lists.length,
      findings: read.flat().map((alert) => ({
        asset: alert.asset,
        identifier: alert.identifier,
        title: alert.title,
        severity: alert.severity,
        ...(alert.url ? { url: alert.url } : {}),
        ...(alert.firstSeenOn ? { firstSeenOn: alert.firstSeenOn } : {}),
      })),
    },
  ];
}
