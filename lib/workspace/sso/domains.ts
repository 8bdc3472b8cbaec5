import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, eq, isNotNull, ne } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { ssoDomains } from '@/lib/db/schema';
import { proveDomain } from '@/lib/sso/domain-proof';
import { recordActivity } from '../activity';
import { checkedId, notFound, WorkspaceError, type Member } from '../member';
import { guardedWrite } from '../guarded-write';

type ProofHow = Parameters<typeof proveDomain>[2];

async function claimedElsewhere(organizationId: string, domain: string): Promise<boolean> {
  const db = await getDb();
  const [other] = await db
    .select({ id: ssoDomains.id })
    .from(ssoDomains)
    .where(and(eq(ssoDomains.domain, domain), isNotNull(ssoDomains.verifiedAt), ne(ssoDomains.organizationId, organizationId)))
    .limit(1);
  return other !== undefined;
}

/** Adds a domain to prove, with a token of its own for the TXT record or the file. */
export const addSsoDomain = guardedWrite('organization.manage', async (member: Member, domain: string) => {
  if (await claimedElsewhere(member.organizationId, domain)) {
    throw new WorkspaceError('conflict', `${domain} is already verified by another organization.`);
  }
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [added] = await tx
      .insert(ssoDomains)
      .values({ organizationId: member.organizationId, domain, token: randomBytes(16).toString('hex') })
      .onConflictDoNothing()
      .returning();
    if (!added) throw new WorkspaceError('conflict', `${domain} is already on your list.`);
    await recordActivity(tx, member, {
      action: 'sso.domain-added',
      recordType: 'organization',
      recordId: member.organizationId,
      summary: `Added the domain ${domain} to verify`,
    });
    return added;
  });
});

/**
 * Looks for the domain's proof (TXT record, then file) and marks it verified. A domain verified meanwhile by
 * another organization is refused (the partial unique index holds it even when two verify at once).
 */
export const verifySsoDomain = guardedWrite('organization.manage', async (member: Member, id: string, how?: ProofHow) => {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(ssoDomains)
    .where(and(eq(ssoDomains.id, checkedId(id, 'The domain')), eq(ssoDomains.organizationId, member.organizationId)));
  if (!row) throw notFound('The domain');
  if (row.verifiedAt) return row;
  if (await claimedElsewhere(member.organizationId, row.domain)) {
    throw new WorkspaceError('conflict', `${row.domain} is already verified by another organization.`);
  }
  const result = await proveDomain(row.domain, row.token, how);
  if (!result.proven) throw new WorkspaceError('invalid', result.message);
  try {
    return await db.transaction(async (tx) => {
      const [verified] = await tx
        .update(ssoDomains)
        .set({ verifiedAt: new Date(), verifiedBy: result.method })
        .where(eq(ssoDomains.id, row.id))
        .returning();
      await recordActivity(tx, member, {
        action: 'sso.domain-verified',
        recordType: 'organization',
        recordId: member.organizationId,
        summary: `Verified the domain ${row.domain} by ${result.method === 'dns' ? 'its DNS TXT record' : 'its verification file'}`,
      });
      return verified!;
    });
  } catch (error) {
    if ((error as { code?: string } | null)?.code === '23505' || /sso_domains_verified_domain_idx/.test(String(error))) {
      throw new WorkspaceError('conflict', `${row.domain} is already verified by another organization.`);
    }
    throw error;
  }
});

export const removeSsoDomain = guardedWrite('organization.manage', async (member: Member, id: string) => {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(ssoDomains)
      .where(and(eq(ssoDomains.id, checkedId(id, 'The domain')), eq(ssoDomains.organizationId, member.organizationId)))
      .returning();
    if (!removed) throw notFound('The domain');
    await recordActivity(tx, member, {
      action: 'sso.domain-removed',
      recordType: 'organization',
      recordId: member.organizationId,
      summary: `Removed the domain ${removed.domain}`,
    });
    return removed;
  });
});
