import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import { evidence, evidenceFiles } from '@/lib/db/schema';
import { collectionDayProblem, type EvidenceRecord } from '@/lib/schemas/evidence/records';
import { checkedId, notFound, STALE_MESSAGE, WorkspaceError, type Member, type Tx } from '../member';

/** The stored columns of an item, as every evidence function answers them. */
export const recordColumns = {
  id: evidence.id,
  name: evidence.name,
  description: evidence.description,
  type: evidence.type,
  framework: evidence.framework,
  status: evidence.status,
  collectedOn: evidence.collectedOn,
  failureReason: evidence.failureReason,
  expiresOn: evidence.expiresOn,
  archivedAt: evidence.archivedAt,
  selfVerified: evidence.selfVerified,
  createdAt: evidence.createdAt,
  updatedAt: evidence.updatedAt,
  version: evidence.version,
};

/** A transaction, or the database itself for a plain read. */
type Reader = Pick<Tx, 'select'>;

/** The item `id` of the member's organization (any other id, or one that is not a UUID, is not found). */
export async function evidenceOf(tx: Reader, member: Member, id: string): Promise<EvidenceRecord> {
  checkedId(id, 'The evidence');
  const [row] = await tx
    .select(recordColumns)
    .from(evidence)
    .where(and(eq(evidence.id, id), eq(evidence.organizationId, member.organizationId)));
  if (!row) throw notFound('The evidence');
  return row as EvidenceRecord;
}

/** The item, refused as stale when it changed since `version` was read, and as read-only once archived. */
export async function editableEvidence(tx: Tx, member: Member, id: string, version: number): Promise<EvidenceRecord> {
  const current = await evidenceOf(tx, member, id);
  if (current.version !== version) throw new WorkspaceError('conflict', STALE_MESSAGE);
  if (current.archivedAt !== null) throw new WorkspaceError('invalid', 'This evidence is archived. Restore it before changing it.');
  return current;
}

type Patch = Partial<
  Pick<
    typeof evidence.$inferInsert,
    'name' | 'description' | 'type' | 'framework' | 'status' | 'failureReason' | 'collectedOn' | 'expiresOn' | 'archivedAt' | 'selfVerified'
  >
>;

/**
 * Writes `patch` to the item if it is still at `version`, and raises its version: a concurrent change that got
 * there first makes this one stale, never silently overwritten.
 */
export async function saveEvidence(
  tx: Tx,
  member: Member,
  id: string,
  version: number,
  patch: Patch,
  now = new Date(),
): Promise<EvidenceRecord> {
  const [saved] = await tx
    .update(evidence)
    .set({ ...patch, updatedAt: now, version: version + 1 })
    .where(and(eq(evidence.id, id), eq(evidence.organizationId, member.organizationId), eq(evidence.version, version)))
    .returning(recordColumns);
  if (!saved) throw new WorkspaceError('conflict', STALE_MESSAGE);
  return saved as EvidenceRecord;
}

/** The expiry day may not come before the day the item was collected. */
export function assertExpiryAfterCollection(expiresOn: string | null, collectedOn: string): void {
  if (expiresOn !== null && expiresOn < collectedOn) {
    throw new WorkspaceError('invalid', `The expiry date must be on or after the day the evidence was collected (${collectedOn}).`);
  }
}

/**
 * Refuses a day collected before 2000 or in the future (checked here too, so every caller of the workspace gets
 * the form's rule, not only the forms).
 */
export function assertCollectionDay(collectedOn: string, now: Date): void {
  const problem = collectionDayProblem(collectedOn, now);
  if (problem) throw new WorkspaceError('invalid', problem);
}

/** Who uploaded the item's current files (its newest revision), or null when the records do not say. */
export async function currentUploader(tx: Reader, member: Member, evidenceId: string): Promise<string | null> {
  const [row] = await tx
    .select({ memberId: evidenceFiles.uploadedByMemberId })
    .from(evidenceFiles)
    .where(and(eq(evidenceFiles.organizationId, member.organizationId), eq(evidenceFiles.evidenceId, evidenceId)))
    .orderBy(desc(evidenceFiles.revision))
    .limit(1);
  return row?.memberId ?? null;
}
