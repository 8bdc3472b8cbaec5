import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { accessReviewAccounts, accessReviewCampaigns, accessReviewSystems, members } from '@/lib/db/schema';
import { addDays, DAY_MS, dayOf } from '@/lib/domain/calendar-days';
import { nextCampaignName } from '@/lib/domain/access-reviews/rules';
import type { AccessDecision, RevokeVerification } from '@/lib/schemas/access-reviews/records';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

type SeedAccount = {
  email: string;
  name: string;
  role: string;
  admin: boolean;
  lastActivityDaysAgo: number | null;
  decision: AccessDecision | null;
  reason?: string;
  verification?: RevokeVerification;
  /** Who decided: the system's reviewer, or the demo manager for the reviewer's own account. */
  decidedBy?: 'reviewer' | 'manager';
};

const closedAccounts: readonly SeedAccount[] = [
  { email: 'sarah.chen@example.com', name: 'Sarah Chen', role: 'Administrator', admin: true, lastActivityDaysAgo: 40, decision: 'keep' },
  {
    email: 'michael.torres@example.com',
    name: 'Michael Torres',
    role: 'Analyst',
    admin: false,
    lastActivityDaysAgo: 38,
    decision: 'keep',
    decidedBy: 'manager',
  },
  {
    email: 'emily.johnson@example.com',
    name: 'Emily Johnson',
    role: 'Administrator',
    admin: true,
    lastActivityDaysAgo: 60,
    decision: 'change',
    reason: 'Needs read-only access only',
  },
  {
    email: 'j.doe.contractor@example.com',
    name: 'J. Doe (contractor)',
    role: 'Analyst',
    admin: false,
    lastActivityDaysAgo: 120,
    decision: 'revoke',
    reason: 'Contract ended in June',
    verification: 'verified',
  },
];

const openAccounts: readonly SeedAccount[] = [
  { email: 'sarah.chen@example.com', name: 'Sarah Chen', role: 'Administrator', admin: true, lastActivityDaysAgo: 2, decision: 'keep' },
  { email: 'michael.torres@example.com', name: 'Michael Torres', role: 'Analyst', admin: false, lastActivityDaysAgo: 1, decision: null },
  { email: 'emily.johnson@example.com', name: 'Emily Johnson', role: 'Read-only', admin: false, lastActivityDaysAgo: 15, decision: null },
  {
    email: 'backup-service@example.com',
    name: 'backup-service',
    role: 'Service account',
    admin: true,
    lastActivityDaysAgo: 0,
    decision: 'revoke',
    reason: 'Replaced by the managed backup role',
    verification: 'pending',
  },
  { email: 'old.intern@example.com', name: 'Old Intern', role: 'Analyst', admin: false, lastActivityDaysAgo: 95, decision: null },
];

async function insertCampaign(
  tx: Tx,
  organizationId: string,
  now: Date,
  campaign: { name: string; dueOn: string; createdDaysAgo: number; closedDaysAgo: number | null },
  system: { name: string; reviewer: { id: string; name: string }; ownerId: string; manager: string },
  accounts: readonly SeedAccount[],
) {
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY_MS);
  const [row] = await tx
    .insert(accessReviewCampaigns)
    .values({
      organizationId,
      name: campaign.name,
      status: campaign.closedDaysAgo === null ? 'open' : 'closed',
      dueOn: campaign.dueOn,
      recurrence: 'quarterly',
      createdByName: system.manager,
      createdAt: at(campaign.createdDaysAgo),
      closedAt: campaign.closedDaysAgo === null ? null : at(campaign.closedDaysAgo),
      closedByName: campaign.closedDaysAgo === null ? null : system.manager,
    })
    .returning({ id: accessReviewCampaigns.id });
  const [saved] = await tx
    .insert(accessReviewSystems)
    .values({
      organizationId,
      campaignId: row!.id,
      source: 'csv',
      name: system.name,
      reviewerMemberId: system.reviewer.id,
      ownerMemberId: system.ownerId,
      listedAt: at(campaign.closedDaysAgo === null ? campaign.createdDaysAgo : campaign.closedDaysAgo + 1),
    })
    .returning({ id: accessReviewSystems.id });
  const decidedAt = at(campaign.closedDaysAgo === null ? 1 : campaign.closedDaysAgo + 3);
  await tx.insert(accessReviewAccounts).values(
    accounts.map((account) => ({
      organizationId,
      campaignId: row!.id,
      systemId: saved!.id,
      externalId: account.email,
      email: account.email,
      name: account.name,
      role: account.role,
      admin: account.admin,
      lastActivity: account.lastActivityDaysAgo === null ? null : dayOf(at(account.lastActivityDaysAgo)),
      decision: account.decision,
      reason: account.reason ?? '',
      decidedByName: account.decision ? (account.decidedBy === 'manager' ? system.manager : system.reviewer.name) : null,
      decidedAt: account.decision ? decidedAt : null,
      verification: account.verification ?? null,
      verifiedAt: account.verification === 'verified' ? at(campaign.closedDaysAgo! + 1) : null,
    })),
  );
}

/**
 * The demo's access reviews of its HR system, listed from CSV files: last quarter's campaign, closed with one
 * revocation verified, and this quarter's in progress (some accounts decided, a revoke awaiting its verification).
 * The closed campaign names no evidence item, so the evidence figures of docs/demo.md stay as they are.
 */
export async function seedAccessReviews(tx: Tx, organizationId: string, now: Date): Promise<void> {
  const team = await tx
    .select({ id: members.id, name: members.displayName, email: members.email, role: members.role })
    .from(members)
    .where(and(eq(members.organizationId, organizationId), inArray(members.role, ['admin', 'member'])));
  const reviewer = team.find((member) => member.role === 'member');
  const owner = team.find((member) => member.email === 'sarah.chen@example.com') ?? team.find((member) => member.role === 'admin');
  const manager = team.find((member) => member.role === 'admin' && member.email !== 'sarah.chen@example.com') ?? owner;
  if (!reviewer || !owner || !manager) return;
  const today = dayOf(now);
  const system = { name: 'HR system', reviewer, ownerId: owner.id, manager: manager.name };
  const [closedDue, openDue] = [addDays(today, -30), addDays(today, 20)];
  const named = (dueOn: string) => nextCampaignName('Access review', dueOn);
  await insertCampaign(
    tx,
    organizationId,
    now,
    { name: named(closedDue), dueOn: closedDue, createdDaysAgo: 75, closedDaysAgo: 35 },
    system,
    closedAccounts,
  );
  await insertCampaign(
    tx,
    organizationId,
    now,
    { name: named(openDue), dueOn: openDue, createdDaysAgo: 10, closedDaysAgo: null },
    system,
    openAccounts,
  );
}
