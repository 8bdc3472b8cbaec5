import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { trustApprovedDomains } from '@/lib/db/schema';
import { approvedDomainProblem, normalizedDomain } from '@/lib/domain/trust/access';
import type { TrustApprovedDomain } from '@/lib/schemas/trust/access';
import { recordActivity } from '../activity';
import { assertCan, checkedId, notFound, WorkspaceError, type Member, type Tx } from '../member';
import { guardedWrite } from '../guarded-write';

type Reader = Pick<Tx, 'select'>;

/** The organization's approved domains, in order. */
export async function approvedDomainsOf(reader: Reader, organizationId: string): Promise<TrustApprovedDomain[]> {
  return reader
    .select({ id: trustApprovedDomains.id, domain: trustApprovedDomains.domain })
    .from(trustApprovedDomains)
    .where(eq(trustApprovedDomains.organizationId, organizationId))
    .orderBy(asc(trustApprovedDomains.domain));
}

/** The domains whose requests skip the approval (administrators: who may read them decides who gets in). */
export async function listApprovedDomains(member: Member): Promise<TrustApprovedDomain[]> {
  assertCan(member, 'organization.manage');
  return approvedDomainsOf(await getDb(), member.organizationId);
}

/** Adds an approved domain (administrators); adding one already listed changes nothing. */
export const addApprovedDomain = guardedWrite(
  'organization.manage',
  async (member: Member, input: string): Promise<TrustApprovedDomain> => {
    const problem = approvedDomainProblem(input);
    const domain = normalizedDomain(input);
    if (problem || !domain) throw new WorkspaceError('invalid', problem ?? 'Enter a domain such as example.com.');
    const db = await getDb();
    return db.transaction(async (tx) => {
      const [created] = await tx
        .insert(trustApprovedDomains)
        .values({ organizationId: member.organizationId, domain })
        .onConflictDoNothing()
        .returning({ id: trustApprovedDomains.id });
      if (!created) {
        const existing = (await approvedDomainsOf(tx, member.organizationId)).find((row) => row.domain === domain);
        if (existing) return existing;
        throw new Error('The domain was not added');
      }
      await recordActivity(tx, member, {
        action: 'trust-domain.added',
        recordType: 'trust-page',
        recordId: member.organizationId,
        summary: `Approved the domain ${domain} for trust center access`,
      });
      return { id: created.id, domain };
    });
  },
);

/** Removes an approved domain (administrators): later requests from it wait for a decision again. */
export const removeApprovedDomain = guardedWrite(
  'organization.manage',
  async (member: Member, id: string): Promise<TrustApprovedDomain> => {
    checkedId(id, 'The domain');
    const db = await getDb();
    return db.transaction(async (tx) => {
      const [removed] = await tx
        .delete(trustApprovedDomains)
        .where(and(eq(trustApprovedDomains.id, id), eq(trustApprovedDomains.organizationId, member.organizationId)))
        .returning({ id: trustApprovedDomains.id, domain: trustApprovedDomains.domain });
      if (!removed) throw notFound('The domain');
      await recordActivity(tx, member, {
        action: 'trust-domain.removed',
        recordType: 'trust-page',
        recordId: member.organizationId,
        summary: `Removed the approved domain ${removed.domain}`,
      });
      return removed;
    });
  },
);
