import { paginateGetFindings, type AwsSecurityFinding, type SecurityHubClient } from '@aws-sdk/client-securityhub';
import type { Unknown } from '@/lib/checks/types';
import type { SecurityHubFinding } from './facts-services';
import { attempt, awsErrorCode, UnusableAnswer } from './failures';

/** Findings asked for a page, Security Hub's most. */
const PAGE_SIZE = 100;
/** The most pages one run reads; a longer list is left as it was rather than read in part and taken as whole. */
export const MAX_FINDING_PAGES = 100;

/**
 * Security Hub's own control checks (its standards) are configuration checks, which the product's checks cover;
 * every other finding (Inspector's CVEs, GuardDuty's threats, Macie's data findings) is a vulnerability finding.
 */
const FILTERS = {
  Type: [
    { Comparison: 'PREFIX_NOT_EQUALS' as const, Value: 'Software and Configuration Checks/Industry and Regulatory Standards' },
    { Comparison: 'PREFIX_NOT_EQUALS' as const, Value: 'Software and Configuration Checks/AWS Security Best Practices' },
  ],
};

const LEVELS = { CRITICAL: 'critical', HIGH: 'high', MEDIUM: 'medium', LOW: 'low' } as const;

/** ASFF's severity as the product's level: its label, or else its normalized score; informational is no vulnerability. */
export function severityOf(severity: AwsSecurityFinding['Severity']): SecurityHubFinding['severity'] | null {
  const label = severity?.Label as keyof typeof LEVELS | undefined;
  if (label && label in LEVELS) return LEVELS[label];
  if (label) return null;
  const score = severity?.Normalized ?? 0;
  if (score >= 90) return 'critical';
  if (score >= 70) return 'high';
  if (score >= 40) return 'medium';
  return score >= 1 ? 'low' : null;
}

const dayOf = (time: string | undefined) => (time && /^\d{4}-\d{2}-\d{2}/.test(time) ? time.slice(0, 10) : null);

/**
 * A finding as one entry per CVE it names (else one for its generator id) on its first resource. Resolved,
 * suppressed or archived, it is closed on the day Security Hub last updated it.
 */
export function findingsOf(finding: AwsSecurityFinding): SecurityHubFinding[] {
  const severity = severityOf(finding.Severity);
  const asset = finding.Resources?.[0]?.Id;
  if (!severity || !asset) return [];
  const closed = finding.RecordState === 'ARCHIVED' || finding.Workflow?.Status === 'RESOLVED' || finding.Workflow?.Status === 'SUPPRESSED';
  const cves = (finding.Vulnerabilities ?? []).map((vulnerability) => vulnerability.Id ?? '').filter(Boolean);
  const identifiers = cves.length > 0 ? [...new Set(cves)] : [finding.GeneratorId ?? finding.Types?.[0] ?? finding.Id ?? ''];
  return identifiers.map((identifier) => ({
    asset,
    identifier,
    title: (finding.Title ?? identifier).slice(0, 300),
    severity,
    firstSeenOn: dayOf(finding.FirstObservedAt) ?? dayOf(finding.CreatedAt),
    resolvedOn: closed ? (dayOf(finding.UpdatedAt) ?? dayOf(finding.CreatedAt)) : null,
  }));
}

/**
 * Every Security Hub finding of the connection's region (its aggregation region, when the account aggregates
 * regions), active and resolved, page by page. Security Hub off in the region, or the permission missing, is kept
 * as the reason, so the findings it reported before stand as they were.
 */
export async function gatherSecurityHubFindings(
  securityHub: SecurityHubClient,
  connection: { baseUrl: string; region: string },
): Promise<SecurityHubFinding[] | Unknown> {
  const read = async () => {
    const findings: SecurityHubFinding[] = [];
    let pages = 0;
    try {
      for await (const page of paginateGetFindings({ client: securityHub, pageSize: PAGE_SIZE }, { Filters: FILTERS })) {
        pages += 1;
        if (pages > MAX_FINDING_PAGES) {
          throw new UnusableAnswer(
            `Security Hub lists more than ${MAX_FINDING_PAGES * PAGE_SIZE} findings in ${connection.region}; they were left as they were. Archive old findings, or send them as a report.`,
          );
        }
        for (const finding of page.Findings ?? []) findings.push(...findingsOf(finding));
      }
    } catch (error) {
      // Security Hub answers InvalidAccessException for an account that has not enabled it in the region.
      if (awsErrorCode(error) === 'InvalidAccessException') {
        throw new UnusableAnswer(
          `Security Hub is not enabled in ${connection.region} (InvalidAccessException). Enable it there to have its findings read.`,
        );
      }
      throw error;
    }
    return findings;
  };
  return attempt(read, `the Security Hub findings in ${connection.region}`, {
    baseUrl: connection.baseUrl,
    permission: 'securityhub:GetFindings',
  });
}
