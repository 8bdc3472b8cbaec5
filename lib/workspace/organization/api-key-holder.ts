import 'server-only';
import { timingSafeEqual } from 'node:crypto';
import { and, eq, isNull, lte, or } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { apiKeys, organizations } from '@/lib/db/schema';
import { hashApiKey } from '@/lib/domain/organization/api-keys';
import type { ApiKeyScope } from '@/lib/schemas/organization/settings';
import type { Member } from '../member';

/** An active key and the organization it acts for. */
export type ApiKeyHolder = { keyId: string; keyName: string; scope: ApiKeyScope; organizationId: string; organizationName: string };

/** Settings › API Keys shows when a key was last used; a minute is fine enough, and spares a write per request. */
export const LAST_USE_GRAIN_MS = 60_000;

/**
 * The active key `key` is, with its organization, or null for an unknown or revoked key. The key is found by its
 * SHA-256 (the only thing stored), and the stored hash is compared again in constant time, so what a caller can
 * time is the index lookup of a hash, never a comparison with the key. Its last use is written at most once a
 * minute.
 */
export async function apiKeyHolder(key: string, now = new Date()): Promise<ApiKeyHolder | null> {
  const hash = hashApiKey(key);
  const db = await getDb();
  const [found] = await db
    .select({
      keyId: apiKeys.id,
      keyName: apiKeys.name,
      keyHash: apiKeys.keyHash,
      scope: apiKeys.scope,
      lastUsedAt: apiKeys.lastUsedAt,
      organizationId: organizations.id,
      organizationName: organizations.name,
    })
    .from(apiKeys)
    .innerJoin(organizations, eq(organizations.id, apiKeys.organizationId))
    .where(and(eq(apiKeys.keyHash, hash), isNull(apiKeys.revokedAt)))
    .limit(1);
  if (!found || !timingSafeEqual(Buffer.from(found.keyHash), Buffer.from(hash))) return null;
  const { keyId, keyName, scope, organizationId, organizationName, lastUsedAt } = found;
  const holder: ApiKeyHolder = { keyId, keyName, scope, organizationId, organizationName };
  if (lastUsedAt === null || now.getTime() - lastUsedAt.getTime() >= LAST_USE_GRAIN_MS) await markUsed(holder.keyId, now);
  return holder;
}

/** Writes the key's last use unless another request of the same minute already did. */
async function markUsed(keyId: string, now: Date): Promise<void> {
  const db = await getDb();
  const minuteAgo = new Date(now.getTime() - LAST_USE_GRAIN_MS);
  await db
    .update(apiKeys)
    .set({ lastUsedAt: now })
    .where(and(eq(apiKeys.id, keyId), or(isNull(apiKeys.lastUsedAt), lte(apiKeys.lastUsedAt, minuteAgo))));
}

/**
 * Who a key's calls act as: the organization, through no person. It has no member row (an empty id, so records
 * that name their author's member leave it empty), a viewer's rights for a read-only key and a member's for a
 * read-write one, and the activity log names it "API key <name>".
 */
export function apiKeyMember(holder: ApiKeyHolder): Member {
  return {
    id: '',
    organizationId: holder.organizationId,
    organizationName: holder.organizationName,
    subject: `api-key:${holder.keyId}`,
    email: '',
    displayName: `API key ${holder.keyName}`,
    role: holder.scope === 'read-write' ? 'member' : 'viewer',
  };
}
