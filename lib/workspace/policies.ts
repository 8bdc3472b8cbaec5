import 'server-only';
import { desc, eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { policies } from '@/lib/db/schema';
import type { PolicyCreate, PolicyRecord } from '@/lib/schemas/policy';
import { recordActivity } from './activity';
import { assertCan, type Member } from './member';

const listed = {
  id: policies.id,
  name: policies.name,
  description: policies.description,
  status: policies.status,
  versionLabel: policies.versionLabel,
  frameworks: policies.frameworks,
  owner: policies.owner,
  reviewFrequencyMonths: policies.reviewFrequencyMonths,
  reviewDueOn: policies.reviewDueOn,
  updatedAt: policies.updatedAt,
  version: policies.version,
};

/** The organization's policies, last changed first. */
export async function listPolicies(member: Member): Promise<PolicyRecord[]> {
  assertCan(member, 'records.view');
  const db = await getDb();
  const rows = await db.select(listed).from(policies).where(eq(policies.organizationId, member.organizationId)).orderBy(desc(policies.updatedAt), policies.name);
  return rows as PolicyRecord[];
}

/** The stat cards as one aggregate of the same rows: expiring soon = approved, review due within 30 days. */
export async function policyStats(member: Member, today: string) {
  assertCan(member, 'records.view');
  const db = await getDb();
  const [stats] = await db
    .select({
      total: sql<number>`count(*)::int`,
      approved: sql<number>`(count(*) filter (where ${policies.status} = 'approved'))::int`,
      underReview: sql<number>`(count(*) filter (where ${policies.status} = 'review'))::int`,
      expiringSoon: sql<number>`(count(*) filter (where ${policies.status} = 'approved' and ${policies.reviewDueOn} between ${today}::date and ${today}::date + 30))::int`,
    })
    .from(policies)
    .where(eq(policies.organizationId, member.organizationId));
  return stats ?? { total: 0, approved: 0, underReview: 0, expiringSoon: 0 };
}

/** Creates a v1.0 draft of its primary framework; its review falls due only once it is approved. */
export async function createPolicy(member: Member, input: PolicyCreate): Promise<PolicyRecord> {
  assertCan(member, 'records.edit');
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(policies)
      .values({
        organizationId: member.organizationId,
        name: input.name,
        description: input.description,
        status: 'draft',
        frameworks: [input.framework],
        owner: input.owner,
        reviewFrequencyMonths: Number(input.reviewFrequency),
      })
      .returning(listed);
    if (!created) throw new Error('The policy was not created');
    await recordActivity(tx, member, { action: 'policy.created', recordType: 'policy', recordId: created.id, summary: `Created the policy ${input.name}` });
    return created as PolicyRecord;
  });
}
