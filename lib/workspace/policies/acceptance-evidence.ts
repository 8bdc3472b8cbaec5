import 'server-only';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { people, policyAcceptances, policyVersions } from '@/lib/db/schema';
import { dayOf } from '@/lib/domain/calendar-days';
import { acceptanceCovers } from '@/lib/domain/policies/acceptance';
import { organizationCollector } from '../collector';
import { fileRecordAsEvidence } from '../evidence';
import { policyAcceptanceStatus } from './acceptance-roster';

/** The library controls a complete acceptance proves: staff acknowledge their duties (HR-02) and are made aware (HR-03). */
export const ACCEPTANCE_CONTROLS = ['HR-03', 'HR-02'] as const;

/** One acceptance as the evidence keeps it. */
type KeptAcceptance = { person: string; email: string; version: string; textSha256: string; acceptedAt: string; via: string };

/** The acceptance that counts for each person of `personIds` at `label`: their latest that still covers it. */
async function countedAcceptances(organizationId: string, policyId: string, personIds: string[], label: string): Promise<KeptAcceptance[]> {
  const db = await getDb();
  const rows = await db
    .select({
      personId: policyAcceptances.personId,
      person: people.name,
      email: people.email,
      version: policyAcceptances.versionLabel,
      textSha256: policyAcceptances.textSha256,
      acceptedAt: policyAcceptances.acceptedAt,
      via: policyAcceptances.via,
    })
    .from(policyAcceptances)
    .innerJoin(people, and(eq(people.id, policyAcceptances.personId), eq(people.organizationId, policyAcceptances.organizationId)))
    .where(
      and(
        eq(policyAcceptances.organizationId, organizationId),
        eq(policyAcceptances.policyId, policyId),
        inArray(policyAcceptances.personId, personIds),
      ),
    );
  return personIds.flatMap((personId) => {
    const latest = rows
      .filter((row) => row.personId === personId && acceptanceCovers(row.version, label))
      .sort((a, b) => b.acceptedAt.getTime() - a.acceptedAt.getTime())[0];
    if (!latest) return [];
    const { person, email, version, textSha256, acceptedAt, via } = latest;
    return [{ person, email, version, textSha256, acceptedAt: acceptedAt.toISOString(), via }];
  });
}

/**
 * Called after each acceptance (in the product or through a link): when every person in the policy's scope has
 * accepted its approved version, files the acceptances as one evidence item linked to HR-03 and HR-02, once per
 * version (the version row is claimed first, so two acceptances at once file it once). Answers the item's id, or
 * null when someone is still pending or it was already filed.
 */
export async function fileAcceptancesWhenComplete(organizationId: string, policyId: string, now = new Date()): Promise<string | null> {
  const collector = await organizationCollector(organizationId, 'product:policy-acceptance', 'Policy acceptance');
  const roster = await policyAcceptanceStatus(collector, policyId, dayOf(now));
  if (!roster || roster.total === 0 || roster.accepted < roster.total) return null;
  const db = await getDb();
  const inVersion = and(
    eq(policyVersions.organizationId, organizationId),
    eq(policyVersions.policyId, policyId),
    eq(policyVersions.label, roster.versionLabel),
  );
  const [claimed] = await db
    .update(policyVersions)
    .set({ acceptanceFiledAt: now })
    .where(and(inVersion, isNull(policyVersions.acceptanceFiledAt)))
    .returning({ id: policyVersions.id });
  if (!claimed) return null;
  try {
    const acceptances = await countedAcceptances(
      organizationId,
      policyId,
      roster.rows.map((row) => row.personId),
      roster.versionLabel,
    );
    const title = `${roster.policyName} ${roster.versionLabel}`;
    return await fileRecordAsEvidence(
      collector,
      {
        name: `Acceptance of ${title}: ${roster.total} of ${roster.total} people`.slice(0, 200),
        description: `Every person asked to accept the policy ${title} accepted it: each acceptance with the SHA-256 of the text they saw, as JSON.`,
        fileName: `acceptance-${roster.versionLabel}-${dayOf(now)}.json`,
        document: { policy: roster.policyName, version: roster.versionLabel, scope: roster.scope, acceptances },
        controlIds: ACCEPTANCE_CONTROLS,
      },
      now,
    );
  } catch (error) {
    // Nothing was filed: the next acceptance may try again.
    await db.update(policyVersions).set({ acceptanceFiledAt: null }).where(eq(policyVersions.id, claimed.id));
    throw error;
  }
}
