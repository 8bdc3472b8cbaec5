import 'server-only';
import { timingSafeEqual } from 'node:crypto';
import { and, desc, eq, isNull, lte, or } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { organizations, scimTokens } from '@/lib/db/schema';
import { generateScimToken, hashScimToken, maskScimToken } from '@/lib/domain/scim/tokens';
import { recordActivity } from '../activity';
import { assertCan, checkedId, notFound, type Member } from '../member';
import { guardedWrite } from '../guarded-write';

export type ScimTokenRow = { id: string; name: string; maskedValue: string; createdAt: Date; lastUsedAt: Date | null };

const listed = {
  id: scimTokens.id,
  name: scimTokens.name,
  lastFour: scimTokens.lastFour,
  createdAt: scimTokens.createdAt,
  lastUsedAt: scimTokens.lastUsedAt,
};

function toRow({ lastFour, ...row }: Omit<ScimTokenRow, 'maskedValue'> & { lastFour: string }): ScimTokenRow {
  return { ...row, maskedValue: maskScimToken(lastFour) };
}

/** The organization's active SCIM tokens, newest first (admins). */
export async function listScimTokens(member: Member): Promise<ScimTokenRow[]> {
  assertCan(member, 'apiKeys.manage');
  const db = await getDb();
  const rows = await db
    .select(listed)
    .from(scimTokens)
    .where(and(eq(scimTokens.organizationId, member.organizationId), isNull(scimTokens.revokedAt)))
    .orderBy(desc(scimTokens.createdAt));
  return rows.map(toRow);
}

/** Creates a SCIM token (admins) and answers it whole: the only time it exists outside the provider it is pasted into. */
export const createScimToken = guardedWrite(
  'apiKeys.manage',
  async (member: Member, name: string): Promise<{ token: string; row: ScimTokenRow }> => {
    const token = generateScimToken();
    const db = await getDb();
    return db.transaction(async (tx) => {
      const [created] = await tx
        .insert(scimTokens)
        .values({
          organizationId: member.organizationId,
          name,
          tokenHash: hashScimToken(token),
          lastFour: token.slice(-4),
          createdBy: member.displayName,
        })
        .returning(listed);
      if (!created) throw new Error('The SCIM token was not created');
      await recordActivity(tx, member, {
        action: 'scim-token.created',
        recordType: 'scim-token',
        recordId: created.id,
        summary: `Created the SCIM token ${name}`,
      });
      return { token, row: toRow(created) };
    });
  },
);

/** Revokes a SCIM token (admins): the provider's calls with it are refused from the next one on. */
export const revokeScimToken = guardedWrite('apiKeys.manage', async (member: Member, tokenId: string): Promise<void> => {
  checkedId(tokenId, 'The SCIM token');
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [revoked] = await tx
      .update(scimTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(scimTokens.id, tokenId), eq(scimTokens.organizationId, member.organizationId), isNull(scimTokens.revokedAt)))
      .returning({ id: scimTokens.id, name: scimTokens.name });
    if (!revoked) throw notFound('The SCIM token');
    await recordActivity(tx, member, {
      action: 'scim-token.revoked',
      recordType: 'scim-token',
      recordId: revoked.id,
      summary: `Revoked the SCIM token ${revoked.name}`,
    });
  });
});

/** Last use is shown to the minute, which spares a write per request. */
const LAST_USE_GRAIN_MS = 60_000;

/**
 * Who a SCIM token's calls act as, or null for an unknown or revoked token: the organization, through no person,
 * with an administrator's rights over its team (the provider manages who is in it), named "SCIM token <name>" in
 * the activity log. The token is found by its SHA-256 and compared again in constant time.
 */
export async function scimTokenMember(token: string, now = new Date()): Promise<Member | null> {
  const hash = hashScimToken(token);
  const db = await getDb();
  const [found] = await db
    .select({
      id: scimTokens.id,
      name: scimTokens.name,
      tokenHash: scimTokens.tokenHash,
      lastUsedAt: scimTokens.lastUsedAt,
      organizationId: organizations.id,
      organizationName: organizations.name,
    })
    .from(scimTokens)
    .innerJoin(organizations, eq(organizations.id, scimTokens.organizationId))
    .where(and(eq(scimTokens.tokenHash, hash), isNull(scimTokens.revokedAt)))
    .limit(1);
  if (!found || !timingSafeEqual(Buffer.from(found.tokenHash), Buffer.from(hash))) return null;
  if (found.lastUsedAt === null || now.getTime() - found.lastUsedAt.getTime() >= LAST_USE_GRAIN_MS) {
    const minuteAgo = new Date(now.getTime() - LAST_USE_GRAIN_MS);
    await db
      .update(scimTokens)
      .set({ lastUsedAt: now })
      .where(and(eq(scimTokens.id, found.id), or(isNull(scimTokens.lastUsedAt), lte(scimTokens.lastUsedAt, minuteAgo))));
  }
  return {
    id: '',
    organizationId: found.organizationId,
    organizationName: found.organizationName,
    subject: `scim-token:${found.id}`,
    email: '',
    displayName: `SCIM token ${found.name}`,
    role: 'admin',
  };
}
