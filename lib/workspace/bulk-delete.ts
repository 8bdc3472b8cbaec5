import 'server-only';
import { eq, isNotNull, and } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { evidenceFiles, organizations, questionnaires } from '@/lib/db/schema';
import { fileStorage } from '@/lib/storage';
import { assertCan, notFound, type Member } from './member';

/**
 * Deletes the member's organization with every record in it (administrators): its rows go with it (the tables
 * cascade from the organization), then the bytes of its evidence files and questionnaires' files. Accounts stay: a person's account is
 * not the organization's. Answers how many stored files were removed.
 */
export async function deleteOrganization(member: Member): Promise<{ files: number }> {
  assertCan(member, 'organization.manage');
  const db = await getDb();
  const keys = await db.transaction(async (tx) => {
    const stored = await tx
      .select({ key: evidenceFiles.storageKey })
      .from(evidenceFiles)
      .where(and(eq(evidenceFiles.organizationId, member.organizationId), isNotNull(evidenceFiles.storageKey)));
    const uploaded = await tx
      .select({ key: questionnaires.storageKey })
      .from(questionnaires)
      .where(eq(questionnaires.organizationId, member.organizationId));
    const deleted = await tx.delete(organizations).where(eq(organizations.id, member.organizationId)).returning({ id: organizations.id });
    if (deleted.length === 0) throw notFound('The organization');
    return [...stored, ...uploaded].map((row) => row.key).filter((key): key is string => key !== null);
  });
  // After the commit: bytes whose rows are gone are only taking space, and a failed delete leaves no row wrong.
  const storage = fileStorage();
  await Promise.all(keys.map((key) => storage.delete(key).catch(() => undefined)));
  return { files: keys.length };
}
