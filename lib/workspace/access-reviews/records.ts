import 'server-only';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { accessReviewAccounts, accessReviewCampaigns, accessReviewSystems, members, people } from '@/lib/db/schema';
import { matchAccount, peopleByEmail, type MatchedPerson } from '@/lib/domain/access-reviews/rules';
import { personStatusOn } from '@/lib/domain/people/rules';
import type { Db } from '@/lib/db/client';
import { WorkspaceError, type Member, type Tx } from '../member';
import { columnsOf, versionedRecord } from '../versioned-write';

export const campaignColumns = {
  id: accessReviewCampaigns.id,
  name: accessReviewCampaigns.name,
  status: accessReviewCampaigns.status,
  dueOn: accessReviewCampaigns.dueOn,
  recurrence: accessReviewCampaigns.recurrence,
  createdByName: accessReviewCampaigns.createdByName,
  createdAt: accessReviewCampaigns.createdAt,
  closedAt: accessReviewCampaigns.closedAt,
  closedByName: accessReviewCampaigns.closedByName,
  evidenceId: accessReviewCampaigns.evidenceId,
  version: accessReviewCampaigns.version,
};

export const campaignRecord = versionedRecord(accessReviewCampaigns, columnsOf(accessReviewCampaigns, campaignColumns, 'The campaign'));

export const accountColumns = {
  id: accessReviewAccounts.id,
  campaignId: accessReviewAccounts.campaignId,
  systemId: accessReviewAccounts.systemId,
  externalId: accessReviewAccounts.externalId,
  email: accessReviewAccounts.email,
  name: accessReviewAccounts.name,
  role: accessReviewAccounts.role,
  admin: accessReviewAccounts.admin,
  lastActivity: accessReviewAccounts.lastActivity,
  decision: accessReviewAccounts.decision,
  reason: accessReviewAccounts.reason,
  decidedByName: accessReviewAccounts.decidedByName,
  decidedAt: accessReviewAccounts.decidedAt,
  verification: accessReviewAccounts.verification,
  verifiedAt: accessReviewAccounts.verifiedAt,
  version: accessReviewAccounts.version,
};

export const accountRecord = versionedRecord(accessReviewAccounts, columnsOf(accessReviewAccounts, accountColumns, 'The account'));

/** The open campaign `id` of the member's organization, read in the transaction; a closed one is refused. */
export async function openCampaignIn(tx: Tx | Db, member: Member, id: string) {
  const [campaign] = await tx
    .select(campaignColumns)
    .from(accessReviewCampaigns)
    .where(and(eq(accessReviewCampaigns.id, id), eq(accessReviewCampaigns.organizationId, member.organizationId)));
  if (!campaign) throw new WorkspaceError('not-found', 'The campaign was not found in your organization. It may have been removed.');
  if (campaign.status !== 'open') throw new WorkspaceError('invalid', 'This campaign is closed: its decisions can no longer change.');
  return campaign;
}

/** A system of the member's organization with its reviewer and owner. */
export async function systemOf(tx: Tx | Db, member: Member, systemId: string) {
  const [system] = await tx
    .select({
      id: accessReviewSystems.id,
      campaignId: accessReviewSystems.campaignId,
      source: accessReviewSystems.source,
      name: accessReviewSystems.name,
      reviewerMemberId: accessReviewSystems.reviewerMemberId,
      ownerMemberId: accessReviewSystems.ownerMemberId,
    })
    .from(accessReviewSystems)
    .where(and(eq(accessReviewSystems.id, systemId), eq(accessReviewSystems.organizationId, member.organizationId)));
  if (!system) throw new WorkspaceError('not-found', 'The system was not found in your organization. It may have been removed.');
  return system;
}

/**
 * The people of the organization whose e-mails the accounts name, each with their department, manager and status on
 * `today`, by lower-cased e-mail.
 */
export async function matchedPeople(tx: Tx | Db, member: Member, emails: readonly string[], today: string) {
  const wanted = [...new Set(emails.map((email) => email.trim().toLowerCase()).filter(Boolean))];
  if (wanted.length === 0) return new Map<string, MatchedPerson & { email: string }>();
  const manager = alias(people, 'manager');
  const rows = await tx
    .select({
      id: people.id,
      name: people.name,
      email: people.email,
      department: people.department,
      managerName: manager.name,
      startDate: people.startDate,
      endDate: people.endDate,
      memberId: people.memberId,
    })
    .from(people)
    .leftJoin(manager, eq(manager.id, people.managerId))
    .where(and(eq(people.organizationId, member.organizationId), inArray(people.email, wanted)));
  return peopleByEmail(
    rows.map((row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      department: row.department,
      managerName: row.managerName,
      status: personStatusOn(row, today),
      memberId: row.memberId,
    })),
  );
}

/** The person an account's e-mail names, or null. */
export const personOf = matchAccount;

/** The members who may review or own a system: the organization's admins and members who were not removed. */
export async function reviewerChoicesIn(tx: Tx | Db, member: Member) {
  return tx
    .select({ id: members.id, name: members.displayName, email: members.email, role: members.role })
    .from(members)
    .where(and(eq(members.organizationId, member.organizationId), isNull(members.removedAt), inArray(members.role, ['admin', 'member'])))
    .orderBy(members.displayName);
}
