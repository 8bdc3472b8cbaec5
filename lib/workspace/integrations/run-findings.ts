import 'server-only';
import { connectors } from '@/lib/integrations/connectors';
import type { IntegrationProvider } from '@/lib/schemas/integrations/records';
import type { Member } from '../member';
import { applySourceReports, type ReportOutcome } from '../vulnerabilities';
import { integrationCollector } from './run-evidence';

/**
 * After a run of a provider that reports vulnerabilities (GitHub's alerts), records each list it
 * read as a full report of its source, as the integration: a finding it no longer lists is fixed that day. A list
 * the provider refused is left out, so its findings stand as they were.
 */
export async function recordFindingsFromRun(
  member: Member,
  provider: IntegrationProvider,
  facts: unknown,
  now: Date,
): Promise<ReportOutcome[]> {
  const reports = connectors[provider].findings?.(facts) ?? [];
  if (reports.length === 0) return [];
  return applySourceReports(
    integrationCollector(member, provider),
    reports.map((report) => ({ ...report, complete: report.complete ?? true })),
    now,
  );
}
