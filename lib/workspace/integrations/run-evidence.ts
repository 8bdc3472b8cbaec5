import 'server-only';
import { createHash } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { stringify } from 'safe-stable-stringify';
import { getDb } from '@/lib/db/client';
import { checkRuns, evidence } from '@/lib/db/schema';
import { dayOf } from '@/lib/domain/calendar-days';
import { connectors } from '@/lib/integrations/connectors';
import type { IntegrationProvider } from '@/lib/schemas/integrations/records';
import { recordActivity } from '../activity';
import { fileRecordAsEvidence } from '../evidence';
import { assertCan, checkedId, type Member, type Tx } from '../member';

/**
 * The SHA-256 of what a run found, its facts and results, written with sorted keys and without the time the facts
 * were collected (every connector's `collectedAt`): two runs that found the same have the same digest, whenever they ran.
 */
export function factsDigest({ facts, results }: { facts: unknown; results: unknown }): string {
  const found = typeof facts === 'object' && facts !== null ? { ...facts, collectedAt: undefined } : facts;
  return createHash('sha256')
    .update(stringify({ facts: found, results }) ?? '')
    .digest('hex');
}

/** The member the integration files and records as, so anyone may review what it collected. */
export function integrationCollector(member: Member, provider: IntegrationProvider): Member {
  return { ...member, id: '', subject: `integration:${provider}`, displayName: `${connectors[provider].name} integration` };
}

/**
 * The evidence item that keeps a run's facts and results, linked to every control the checks map to, and `then`
 * (the run's row naming it) written in the item's own transaction: the item, its links and its run commit together
 * or not at all. It is recorded as the integration's, not the person's who asked, so anyone may review it.
 */
export function keepAsEvidence(
  member: Member,
  provider: IntegrationProvider,
  account: string,
  document: unknown,
  now: Date,
  then?: (tx: Tx, evidenceId: string) => Promise<void>,
): Promise<string> {
  const { name, checks } = connectors[provider];
  const day = dayOf(now);
  return fileRecordAsEvidence(
    integrationCollector(member, provider),
    {
      name: `${name} checks of ${account}, ${day}`,
      description: `What the ${name} integration gathered and the result of each check, as JSON.`,
      fileName: `${provider}-${account}-${day}.json`,
      document,
      controlIds: checks.flatMap((check) => check.controls),
    },
    now,
    then,
  );
}

/**
 * The evidence item of the run before, when it found the same facts on the same account and its item is still
 * there and not archived: a run that found nothing new is recorded on it rather than filed again.
 */
export async function unchangedEvidence(
  member: Member,
  previous: { account: string; factsDigest: string | null; evidenceId: string | null } | null,
  account: string,
  digest: string,
): Promise<string | null> {
  if (!previous?.evidenceId || previous.account !== account || previous.factsDigest !== digest) return null;
  const db = await getDb();
  const [item] = await db
    .select({ id: evidence.id })
    .from(evidence)
    .where(and(eq(evidence.id, previous.evidenceId), eq(evidence.organizationId, member.organizationId), isNull(evidence.archivedAt)));
  return item?.id ?? null;
}

/** The activity row in the item's history of a run that found the same facts again (inside the run's transaction). */
export function recordRunOnEvidence(tx: Tx, member: Member, provider: IntegrationProvider, evidenceId: string, startedAt: Date) {
  return recordActivity(tx, integrationCollector(member, provider), {
    action: 'evidence.check-run-recorded',
    recordType: 'evidence',
    recordId: evidenceId,
    summary: `The ${connectors[provider].name} checks ran at ${startedAt.toISOString()} and found the same facts: recorded on this item`,
  });
}

/** A run recorded on an evidence item, as the item's page lists it. */
export type EvidenceRun = { provider: IntegrationProvider; startedAt: Date; requestedBy: string };

/** The check runs whose facts an evidence item keeps, newest first: the first that filed it, then each that found the same. */
export async function checkRunsOfEvidence(member: Member, evidenceId: string): Promise<EvidenceRun[]> {
  assertCan(member, 'records.view');
  const db = await getDb();
  return db
    .select({ provider: checkRuns.provider, startedAt: checkRuns.startedAt, requestedBy: checkRuns.requestedBy })
    .from(checkRuns)
    .where(and(eq(checkRuns.organizationId, member.organizationId), eq(checkRuns.evidenceId, checkedId(evidenceId, 'The evidence item'))))
    .orderBy(desc(checkRuns.startedAt));
}
