import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import { accessReviewAccounts, accessReviewCampaigns, accessReviewSystems, integrationAccountLists } from '@/lib/db/schema';
import { readAccountsCsv, refusalMessage } from '@/lib/domain/access-reviews/csv';
import { connectors } from '@/lib/integrations/connectors';
import type { AccessSystemSource, CampaignCreate, CsvSystemInput, SystemAccount } from '@/lib/schemas/access-reviews/records';
import type { IntegrationProvider } from '@/lib/schemas/integrations/records';
import { checkedId, WorkspaceError, type Member, type Tx } from '../member';
import { recordedWrite } from '../versioned-write';
import { campaignColumns, openCampaignIn, reviewerChoicesIn } from './records';

/** The reviewer and owner chosen for a system, checked to be admins or members of the organization. */
async function assertTeamChoices(tx: Tx, member: Member, ids: readonly string[]): Promise<void> {
  const team = new Set((await reviewerChoicesIn(tx, member)).map((choice) => choice.id));
  if (ids.some((id) => !team.has(id))) {
    throw new WorkspaceError('invalid', 'Choose each reviewer and owner among the administrators and members of your organization.');
  }
}

/** A system and its accounts as listed now, written into the campaign. */
export async function addSystemIn(
  tx: Tx,
  member: Member,
  campaignId: string,
  system: { source: AccessSystemSource; name: string; reviewerMemberId: string | null; ownerMemberId: string | null },
  accounts: readonly SystemAccount[],
  listedAt: Date,
) {
  const [saved] = await tx
    .insert(accessReviewSystems)
    .values({ organizationId: member.organizationId, campaignId, ...system, listedAt })
    .returning({ id: accessReviewSystems.id, name: accessReviewSystems.name });
  if (!saved) throw new Error('The system was not recorded');
  if (accounts.length > 0) {
    await tx
      .insert(accessReviewAccounts)
      .values(accounts.map((account) => ({ organizationId: member.organizationId, campaignId, systemId: saved.id, ...account })));
  }
  return saved;
}

/** The accounts each provider listed on its last sync, by provider. */
export async function lastListsIn(tx: Tx, member: Member, providers: readonly IntegrationProvider[]) {
  if (providers.length === 0) return new Map<IntegrationProvider, { accounts: SystemAccount[]; listedAt: Date }>();
  const rows = await tx
    .select({
      provider: integrationAccountLists.provider,
      accounts: integrationAccountLists.accounts,
      listedAt: integrationAccountLists.listedAt,
    })
    .from(integrationAccountLists)
    .where(
      and(eq(integrationAccountLists.organizationId, member.organizationId), inArray(integrationAccountLists.provider, [...providers])),
    );
  return new Map(rows.map((row) => [row.provider, { accounts: row.accounts, listedAt: row.listedAt }]));
}

/** Inserts an open campaign (no systems yet) and answers it. */
export async function insertCampaign(
  tx: Tx,
  member: Member,
  values: { name: string; dueOn: string; recurrence: CampaignCreate['recurrence'] },
  now: Date,
) {
  const [campaign] = await tx
    .insert(accessReviewCampaigns)
    .values({ organizationId: member.organizationId, ...values, createdByName: member.displayName, createdAt: now, updatedAt: now })
    .returning(campaignColumns);
  if (!campaign) throw new Error('The campaign was not recorded');
  return campaign;
}

/**
 * New campaign (members and admins): the connected systems chosen, each with the accounts its last sync listed, its
 * reviewer and its owner. A system never synced is refused: its checks must run first.
 */
export const createCampaign = recordedWrite('records.edit', async (tx, member, input: CampaignCreate, now: Date = new Date()) => {
  const sources = input.systems.map((system) => system.source);
  if (new Set(sources).size !== sources.length) throw new WorkspaceError('invalid', 'Choose each system once.');
  await assertTeamChoices(
    tx,
    member,
    input.systems.flatMap((system) => [system.reviewerMemberId, system.ownerMemberId]),
  );
  const lists = await lastListsIn(tx, member, sources);
  const missing = sources.filter((source) => !lists.has(source));
  if (missing.length > 0) {
    const names = missing.map((source) => connectors[source].name).join(', ');
    throw new WorkspaceError('invalid', `${names} has listed no accounts yet: connect it and run its checks first.`);
  }
  const campaign = await insertCampaign(tx, member, input, now);
  for (const system of input.systems) {
    const list = lists.get(system.source)!;
    await addSystemIn(tx, member, campaign.id, { ...system, name: connectors[system.source].name }, list.accounts, list.listedAt);
  }
  return {
    record: campaign,
    activity: {
      action: 'access-review.created',
      recordType: 'access-review',
      recordId: campaign.id,
      summary: `Started the access review ${campaign.name}, due ${campaign.dueOn}`,
    },
  };
});

/**
 * Add a system by CSV upload to an open campaign (members and admins): every line must be good, or nothing is added
 * and the refused lines are named.
 */
export const addCsvSystem = recordedWrite('records.edit', async (tx, member, input: CsvSystemInput, now: Date = new Date()) => {
  const campaign = await openCampaignIn(tx, member, checkedId(input.campaignId, 'The campaign'));
  await assertTeamChoices(tx, member, [input.reviewerMemberId, input.ownerMemberId]);
  const reading = readAccountsCsv(input.csv);
  if ('problem' in reading) throw new WorkspaceError('invalid', reading.problem);
  if (reading.refused.length > 0) throw new WorkspaceError('invalid', refusalMessage(reading.refused));
  const system = await addSystemIn(
    tx,
    member,
    campaign.id,
    { source: 'csv', name: input.name, reviewerMemberId: input.reviewerMemberId, ownerMemberId: input.ownerMemberId },
    reading.accounts,
    now,
  );
  return {
    record: { ...system, accounts: reading.accounts.length },
    activity: {
      action: 'access-review.system-added',
      recordType: 'access-review',
      recordId: campaign.id,
      summary: `Added ${input.name} (${reading.accounts.length} accounts from a CSV file) to the access review ${campaign.name}`,
    },
  };
});
