import 'server-only';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { apiKeys, organizations } from '@/lib/db/schema';
import { generateApiKey, hashApiKey, maskApiKey } from '@/lib/domain/api-keys';
import { recordActivity } from '../activity';
import { assertCan, checkedId, notFound, type Member } from '../member';

export type ApiKeyRow = { id: string; name: string; maskedValue: string; createdAt: Date; lastUsedAt: Date | null };

const listed = {
  id: apiKeys.id,
  name: apiKeys.name,
  lastFour: apiKeys.lastFour,
  createdAt: apiKeys.createdAt,
  lastUsedAt: apiKeys.lastUsedAt,
};

function toRow({ lastFour, ...row }: { id: string; name: string; lastFour: string; createdAt: Date; lastUsedAt: Date | null }): ApiKeyRow {
  return { ...row, maskedValue: maskApiKey(lastFour) };
}

/** The organization's active keys, newest first (admins). */
export async function listApiKeys(member: Member): Promise<ApiKeyRow[]> {
  assertCan(member, 'apiKeys.manage');
  const db = await getDb();
  const rows = await db
    .select(listed)
    .from(apiKeys)
    .where(and(eq(apiKeys.organizationId, member.organizationId), isNull(apiKeys.revokedAt)))
    .orderBy(desc(apiKeys.createdAt));
  return rows.map(toRow);
}

/** Creates a key (admins) and answers it whole: this is the only time the full key exists outside its holder. */
export async function createApiKey(member: Member, name: string): Promise<{ key: string; apiKey: ApiKeyRow }> {
  assertCan(member, 'apiKeys.manage');
  const key = generateApiKey();
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(apiKeys)
      .values({
        organizationId: member.organizationId,
        name,
        keyHash: hashApiKey(key),
        lastFour: key.slice(-4),
        createdBy: member.displayName,
      })
      .returning(listed);
    if (!created) throw new Error('The key was not created');
    await recordActivity(tx, member, {
      action: 'api-key.created',
      recordType: 'api-key',
      recordId: created.id,
      summary: `Created the API key ${name}`,
    });
    return { key, apiKey: toRow(created) };
  });
}

/** Revokes a key (admins): calls with it are refused from now on. */
export async function revokeApiKey(member: Member, keyId: string): Promise<void> {
  assertCan(member, 'apiKeys.manage');
  checkedId(keyId, 'The API key');
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [revoked] = await tx
      .update(apiKeys)
      .set({ revokedAt: new Date() })
      .where(and(eq(apiKeys.id, keyId), eq(apiKeys.organizationId, member.organizationId), isNull(apiKeys.revokedAt)))
      .returning({ id: apiKeys.id, name: apiKeys.name });
    if (!revoked) throw notFound('The API key');
    await recordActivity(tx, member, {
      action: 'api-key.revoked',
      recordType: 'api-key',
      recordId: revoked.id,
      summary: `Revoked the API key ${revoked.name}`,
    });
  });
}

/** The organization an active key belongs to, marking the key used; null for an unknown or revoked key. */
export async function organizationForApiKey(key: string, now = new Date()): Promise<{ id: string; name: string } | null> {
  const db = await getDb();
  const [used] = await db
    .update(apiKeys)
    .set({ lastUsedAt: now })
    .where(and(eq(apiKeys.keyHash, hashApiKey(key)), isNull(apiKeys.revokedAt)))
    .returning({ organizationId: apiKeys.organizationId });
  if (!used) return null;
  const [organization] = await db
    .select({ id: organizations.id, name: organizations.name })
    .from(organizations)
    .where(eq(organizations.id, used.organizationId));
  return organization ?? null;
}
