import 'server-only';
import { checkExceptions, vulnerabilityFindings, vulnerabilitySources } from '@/lib/db/schema';
import { addDays, DAY_MS, dayOf } from '@/lib/domain/calendar-days';
import type { Severity } from '@/lib/domain/vulnerabilities/rules';
import { vulnerabilityDeadlineCheck } from '@/lib/checks/vulnerabilities';
import type { Tx } from '@/lib/workspace/member';

type Seeded = {
  asset: string;
  identifier: string;
  title: string;
  severity: Severity;
  source: string;
  seenDaysAgo: number;
  fixedDaysAgo?: number;
};

const DEPENDABOT = 'github:dependabot';
const TRIVY = 'sarif:Trivy:registry.acme.test/storefront';

/**
 * The demo organization's vulnerability findings from two sources, GitHub Dependabot and a Trivy scan pushed as
 * SARIF: four open, one of them (a critical seen 12 days ago, 7 allowed) past its deadline, and one fixed. The
 * deadline check it fails holds a recorded exception for the release freeze, so the demo's control progress (its
 * 92% score, docs/demo.md) stays as documented while the finding itself shows overdue, as a task and on the dashboard.
 */
export const demoFindings: readonly Seeded[] = [
  {
    asset: 'acme/storefront',
    identifier: 'CVE-2026-21901',
    title: 'Prototype pollution in lodash (lodash)',
    severity: 'critical',
    source: DEPENDABOT,
    seenDaysAgo: 12,
  },
  {
    asset: 'acme/payments-api',
    identifier: 'GHSA-7fh5-64p2-3v2j',
    title: 'Regular expression denial of service in semver (semver)',
    severity: 'high',
    source: DEPENDABOT,
    seenDaysAgo: 9,
  },
  {
    asset: 'registry.acme.test/storefront',
    identifier: 'CVE-2025-48174',
    title: 'libavif: integer overflow in makeRoom',
    severity: 'medium',
    source: TRIVY,
    seenDaysAgo: 30,
  },
  {
    asset: 'registry.acme.test/storefront',
    identifier: 'CVE-2025-6020',
    title: 'linux-pam: directory traversal in pam_namespace',
    severity: 'low',
    source: TRIVY,
    seenDaysAgo: 3,
  },
  {
    asset: 'acme/payments-api',
    identifier: 'CVE-2026-10117',
    title: 'Server-side request forgery in axios (axios)',
    severity: 'high',
    source: DEPENDABOT,
    seenDaysAgo: 41,
    fixedDaysAgo: 19,
  },
];

export async function seedVulnerabilities(tx: Tx, organizationId: string, now: Date): Promise<void> {
  const today = dayOf(now);
  await tx.insert(vulnerabilityFindings).values(
    demoFindings.map((finding) => ({
      organizationId,
      asset: finding.asset,
      identifier: finding.identifier,
      title: finding.title,
      severity: finding.severity,
      sources: finding.fixedDaysAgo === undefined ? [finding.source] : [],
      firstSeenOn: addDays(today, -finding.seenDaysAgo),
      lastSeenOn: addDays(today, -(finding.fixedDaysAgo ?? 0)),
      fixedOn: finding.fixedDaysAgo === undefined ? null : addDays(today, -finding.fixedDaysAgo),
    })),
  );
  await tx.insert(vulnerabilitySources).values(
    [DEPENDABOT, TRIVY].map((source) => ({
      organizationId,
      source,
      lastReportedAt: new Date(now.getTime() - DAY_MS / 4),
      findingsListed: demoFindings.filter((finding) => finding.source === source && finding.fixedDaysAgo === undefined).length,
      createdAt: new Date(now.getTime() - 45 * DAY_MS),
    })),
  );
  await tx.insert(checkExceptions).values({
    organizationId,
    checkId: vulnerabilityDeadlineCheck.id,
    reason: 'The storefront is in its release freeze until the lodash upgrade ships with the next release.',
    expiresOn: addDays(today, 30),
    recordedBy: 'Sarah Chen',
    recordedAt: new Date(now.getTime() - 2 * DAY_MS),
  });
}
