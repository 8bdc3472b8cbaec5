'use server';

import { memberAction, memberActionOnObject } from '@/lib/actions/member-action';
import {
  campaignCloseSchema,
  campaignCreateSchema,
  csvRelistSchema,
  csvSystemSchema,
  decisionSchema,
  filteredDecisionSchema,
} from '@/lib/schemas/access-reviews/records';
import {
  addCsvSystem,
  closeCampaign,
  createCampaign,
  decideAccount,
  decideFilteredAccounts,
  relistCsvSystem,
} from '@/lib/workspace/access-reviews';

/** The list, the campaign and My tasks show the change on their next render. */
const refresh = (campaignId: string) => ['/manage/access-reviews', `/manage/access-reviews/${campaignId}`, '/manage/tasks', '/manage'];
const RELOAD = { message: 'Reload the page and try again.', fields: false } as const;

export const createCampaignAction = memberActionOnObject({
  write: createCampaign,
  schema: campaignCreateSchema,
  work: async (member, input) => {
    const record = await createCampaign(member, input);
    return { record, message: `${record.name} started.` };
  },
  revalidate: (campaign) => refresh(campaign.id),
});

export const addCsvSystemAction = memberAction({
  write: addCsvSystem,
  schema: csvSystemSchema,
  work: async (member, input) => {
    const record = await addCsvSystem(member, input);
    return { record, message: `${record.name} was added with ${record.accounts} accounts.` };
  },
  revalidate: (_record, input) => refresh(input.campaignId),
});

export const relistCsvSystemAction = memberAction({
  write: relistCsvSystem,
  schema: csvRelistSchema,
  work: async (member, input) => {
    const record = await relistCsvSystem(member, input);
    return { record, message: `The list was read: ${record.verified} revokes verified, ${record.flagged} still listed.` };
  },
  revalidate: () => ['/manage/access-reviews', '/manage/tasks'],
});

export const decideAccountAction = memberAction({
  write: decideAccount,
  schema: decisionSchema,
  work: async (member, input) => {
    const record = await decideAccount(member, input);
    return { record, message: `The decision on ${record.name} was saved.` };
  },
  revalidate: (account) => refresh(account.campaignId),
});

export const decideAccountsAction = memberActionOnObject({
  write: decideFilteredAccounts,
  schema: filteredDecisionSchema,
  work: async (member, input) => {
    const record = await decideFilteredAccounts(member, input);
    return { record, message: `The decision was saved on ${record.length} ${record.length === 1 ? 'account' : 'accounts'}.` };
  },
  revalidate: (_record, input) => refresh(input.campaignId),
});

export const closeCampaignAction = memberAction({
  write: closeCampaign,
  schema: campaignCloseSchema,
  invalid: RELOAD,
  work: async (member, input) => {
    const record = await closeCampaign(member, input.id, input.version);
    const next = record.next ? ` ${record.next.name} is scheduled.` : '';
    return { record, message: `${record.campaign.name} is closed and its record is filed as evidence.${next}` };
  },
  revalidate: (record) => [
    ...refresh(record.campaign.id),
    '/manage/evidence',
    ...(record.next ? [`/manage/access-reviews/${record.next.id}`] : []),
  ],
});
