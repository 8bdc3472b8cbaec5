import 'server-only';
import { and, eq, isNotNull, sum } from 'drizzle-orm';
import { getDb, type Db } from '@/lib/db/client';
import { evidenceFiles, organizations, questionnaires, reports } from '@/lib/db/schema';
import { quotaRefusal, storageUse, type StorageUse } from '@/lib/domain/storage-quota';
import { env } from '@/lib/env';
import { assertCan, WorkspaceError, type Member, type Tx } from './member';

const MEGABYTE = 1024 * 1024;

/** Each organization's room for stored files, from STORAGE_QUOTA_MB. */
export const quotaBytes = (): number => env().STORAGE_QUOTA_MB * MEGABYTE;

/** The bytes an organization keeps in storage: its evidence files, its reports' files and its questionnaires' files. */
async function storedBytes(db: Db | Tx, organizationId: string): Promise<number> {
  const [files] = await db
    .select({ bytes: sum(evidenceFiles.sizeBytes) })
    .from(evidenceFiles)
    .where(and(eq(evidenceFiles.organizationId, organizationId), isNotNull(evidenceFiles.storageKey)));
  const [made] = await db
    .select({ bytes: sum(reports.sizeBytes) })
    .from(reports)
    .where(and(eq(reports.organizationId, organizationId), isNotNull(reports.storageKey)));
  const [uploaded] = await db
    .select({ bytes: sum(questionnaires.sizeBytes) })
    .from(questionnaires)
    .where(eq(questionnaires.organizationId, organizationId));
  return Number(files?.bytes ?? 0) + Number(made?.bytes ?? 0) + Number(uploaded?.bytes ?? 0);
}

/**
 * Refuses an upload of `bytes` that would take the organization past its quota, with a message saying how much
 * room is left. Inside a write's transaction, `tx` locks the organization's row first, so two uploads at the
 * same moment are counted one after the other.
 */
export async function assertRoomFor(member: Member, bytes: number, tx?: Tx): Promise<void> {
  const db = tx ?? (await getDb());
  if (tx) await tx.select({ id: organizations.id }).from(organizations).where(eq(organizations.id, member.organizationId)).for('update');
  const refusal = quotaRefusal(bytes, await storedBytes(db, member.organizationId), quotaBytes());
  if (refusal) throw new WorkspaceError('invalid', refusal);
}

/** The organization's stored files against its quota, for Settings. */
export async function organizationStorage(member: Member): Promise<StorageUse> {
  assertCan(member, 'records.view');
  return storageUse(await storedBytes(await getDb(), member.organizationId), quotaBytes());
}
