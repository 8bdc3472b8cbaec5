import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import { githubChecks } from '@/lib/checks/github';
import { getDb } from '@/lib/db/client';
import { checkRuns, integrationConnections, type StoredCheckResult } from '@/lib/db/schema';
import { collectionDay } from '@/lib/domain/evidence-display';
import { openCredentials } from '@/lib/integrations/credentials';
import { gatherGithubFacts } from '@/lib/integrations/github/gather';
import { trackedFrameworkCodes, type TrackedFramework } from '@/lib/schemas/frameworks';
import { createEvidence, linkEvidenceControl } from '../evidence';
import { listOrganizationFrameworks } from '../frameworks';
import { assertCan, notFound, WorkspaceError, type Member } from '../member';

/** How often each connection's checks run on their own: a day after the last run. */
export const DAILY_MS = 24 * 60 * 60 * 1000;

/** A run as the screens show it. */
export type CheckRun = {
  startedAt: Date;
  finishedAt: Date;
  account: string;
  requestedBy: string;
  results: StoredCheckResult[];
  evidenceId: string | null;
};

/** The connection's account, where to reach it and its token, opened; refused when the credentials no longer open. */
async function githubConnection(member: Member) {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(integrationConnections)
    .where(and(eq(integrationConnections.organizationId, member.organizationId), eq(integrationConnections.provider, 'github')));
  if (!row) throw notFound('The GitHub connection');
  const credentials = openCredentials(member.organizationId, 'github', row.sealedCredentials);
  if (!credentials?.token) {
    throw new WorkspaceError(
      'invalid',
      "GitHub's token can no longer be read: the server's encryption key changed. Disconnect GitHub and connect it again.",
    );
  }
  return { baseUrl: row.baseUrl, organization: row.account, token: credentials.token };
}

/**
 * The evidence item that keeps a run's facts and results: a JSON file, filed under a framework the organization
 * follows (SOC 2 when it follows none the evidence list tracks), linked to every control the checks map to. It is
 * recorded as the integration's, not the person's who asked, so anyone may review it.
 */
async function keepAsEvidence(member: Member, account: string, document: unknown, now: Date): Promise<string> {
  const collector: Member = { ...member, id: '', subject: 'integration:github', displayName: 'GitHub integration' };
  const followed = (await listOrganizationFrameworks(member)).map((framework) => framework.frameworkId);
  const framework = (trackedFrameworkCodes.find((code) => followed.includes(code)) ?? 'soc2') as TrackedFramework;
  const day = collectionDay(now);
  const bytes = new TextEncoder().encode(`${JSON.stringify(document, null, 2)}\n`);
  let record = await createEvidence(
    collector,
    {
      name: `GitHub checks of ${account}, ${day}`,
      description: 'What the GitHub integration gathered and the result of each check, as JSON.',
      type: 'system-log',
      framework,
      expiresOn: null,
    },
    [{ name: `github-${account}-${day}.json`, bytes, contentType: 'application/json' }],
    now,
  );
  for (const controlId of new Set(githubChecks.flatMap((check) => check.controls))) {
    record = await linkEvidenceControl(collector, { id: record.id, version: record.version, controlId });
  }
  return record.id;
}

/**
 * Run now (members and admins): gathers the GitHub organization's facts, runs every GitHub check on them, keeps
 * the facts and results as an evidence item, and stores the run. A fact GitHub refused makes its checks "could not
 * evaluate", never a fail.
 */
export async function runGithubChecks(member: Member, now = new Date()): Promise<CheckRun> {
  assertCan(member, 'records.edit');
  const connection = await githubConnection(member);
  const facts = await gatherGithubFacts(connection, now);
  const finishedAt = new Date(Math.max(Date.now(), now.getTime()));
  const results: StoredCheckResult[] = githubChecks.flatMap((check) =>
    check.evaluate(facts, now).map((result) => ({ checkId: check.id, ...result })),
  );
  const evidenceId = await keepAsEvidence(member, connection.organization, { facts, results }, now);
  const run = { account: connection.organization, requestedBy: member.displayName, startedAt: now, finishedAt, results, evidenceId };
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx.insert(checkRuns).values({ organizationId: member.organizationId, provider: 'github', ...run });
    // The next daily run is a day after this one, however it was started.
    await tx
      .update(integrationConnections)
      .set({ checksDueAt: new Date(now.getTime() + DAILY_MS) })
      .where(and(eq(integrationConnections.organizationId, member.organizationId), eq(integrationConnections.provider, 'github')));
  });
  return run;
}

/** The organization's latest run of a provider's checks, or null before the first. */
export async function latestCheckRun(member: Member, provider: 'github' = 'github'): Promise<CheckRun | null> {
  assertCan(member, 'records.view');
  const db = await getDb();
  const [run] = await db
    .select({
      startedAt: checkRuns.startedAt,
      finishedAt: checkRuns.finishedAt,
      account: checkRuns.account,
      requestedBy: checkRuns.requestedBy,
      results: checkRuns.results,
      evidenceId: checkRuns.evidenceId,
    })
    .from(checkRuns)
    .where(and(eq(checkRuns.organizationId, member.organizationId), eq(checkRuns.provider, provider)))
    .orderBy(desc(checkRuns.startedAt))
    .limit(1);
  return run ?? null;
}
