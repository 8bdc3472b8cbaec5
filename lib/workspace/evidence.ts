import 'server-only';
import { desc, eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { evidence } from '@/lib/db/schema';
import { collectionDay } from '@/lib/domain/evidence-display';
import type { EvidenceFile, EvidenceFrameworkCount, EvidenceRecord, EvidenceStats, EvidenceUpload } from '@/lib/schemas/evidence';
import { recordActivity } from './activity';
import { assertCan, type Member } from './member';

const listed = {
  id: evidence.id,
  name: evidence.name,
  description: evidence.description,
  type: evidence.type,
  framework: evidence.framework,
  status: evidence.status,
  collectedOn: evidence.collectedOn,
  files: evidence.files,
  createdAt: evidence.createdAt,
  updatedAt: evidence.updatedAt,
  version: evidence.version,
};

/** The organization's evidence, last collected first (the newest upload first on the same day). */
export async function listEvidence(member: Member): Promise<EvidenceRecord[]> {
  assertCan(member, 'records.view');
  const db = await getDb();
  const rows = await db
    .select(listed)
    .from(evidence)
    .where(eq(evidence.organizationId, member.organizationId))
    .orderBy(desc(evidence.collectedOn), desc(evidence.createdAt), evidence.name);
  return rows as EvidenceRecord[];
}

/** The stat cards as one aggregate of the same rows. */
export async function evidenceStats(member: Member): Promise<EvidenceStats> {
  assertCan(member, 'records.view');
  const db = await getDb();
  const [stats] = await db
    .select({
      total: sql<number>`count(*)::int`,
      verified: sql<number>`(count(*) filter (where ${evidence.status} = 'verified'))::int`,
      pending: sql<number>`(count(*) filter (where ${evidence.status} = 'pending'))::int`,
      failed: sql<number>`(count(*) filter (where ${evidence.status} = 'failed'))::int`,
    })
    .from(evidence)
    .where(eq(evidence.organizationId, member.organizationId));
  return stats ?? { total: 0, verified: 0, pending: 0, failed: 0 };
}

/** Per framework with evidence: how many items, and how many of them are verified (the collection progress). */
export async function evidenceByFramework(member: Member): Promise<EvidenceFrameworkCount[]> {
  assertCan(member, 'records.view');
  const db = await getDb();
  const rows = await db
    .select({
      framework: evidence.framework,
      total: sql<number>`count(*)::int`,
      verified: sql<number>`(count(*) filter (where ${evidence.status} = 'verified'))::int`,
    })
    .from(evidence)
    .where(eq(evidence.organizationId, member.organizationId))
    .groupBy(evidence.framework)
    .orderBy(evidence.framework);
  return rows as EvidenceFrameworkCount[];
}

/**
 * Records an upload: pending review, collected today, with the files' names and sizes (their contents are not
 * stored yet). Writes the activity row in the same transaction.
 */
export async function createEvidence(member: Member, input: EvidenceUpload, files: readonly EvidenceFile[], now = new Date()): Promise<EvidenceRecord> {
  assertCan(member, 'records.edit');
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(evidence)
      .values({
        organizationId: member.organizationId,
        name: input.name,
        description: input.description,
        type: input.type,
        framework: input.framework,
        status: 'pending',
        collectedOn: collectionDay(now),
        files: files.map((file) => ({ name: file.name, size: file.size })),
      })
      .returning(listed);
    if (!created) throw new Error('The evidence was not recorded');
    await recordActivity(tx, member, { action: 'evidence.created', recordType: 'evidence', recordId: created.id, summary: `Added the evidence ${input.name} for review` });
    return created as EvidenceRecord;
  });
}
