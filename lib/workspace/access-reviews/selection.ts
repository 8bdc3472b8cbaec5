import 'server-only';
import { createHash } from 'node:crypto';
import { bulkDecidable, type BulkSelection, type Decider } from '@/lib/domain/access-reviews/account-filters';
import { dayOf } from '@/lib/domain/calendar-days';
import type { AccountFilters, FilteredDecisionInput } from '@/lib/schemas/access-reviews/records';
import { guardedWrite } from '../guarded-write';
import { WorkspaceError, type Member } from '../member';
import { decideAccounts, deciderOf } from './decisions';
import { readCampaign, type CampaignDetail } from './reads';

const CHANGED_MESSAGE = 'The accounts matching the filters changed since the page was read: reload it and decide again.';
const NONE_MESSAGE = 'No account matches the filters.';

function selectionOf(detail: CampaignDetail, filters: AccountFilters, decider: Decider) {
  const accounts = bulkDecidable(detail.accounts, filters, decider, detail.systems).map(({ id, version }) => ({ id, version }));
  const fingerprint = createHash('sha256')
    .update(accounts.map(({ id, version }) => `${id}:${version}`).join(','))
    .digest('hex');
  return { accounts, fingerprint };
}

/**
 * The screen's side of a bulk decision: the accounts it covers are counted on the server, across every page, and only
 * their number and fingerprint go to the browser.
 */
export function bulkSelection(detail: CampaignDetail, filters: AccountFilters, decider: Decider): BulkSelection {
  const { accounts, fingerprint } = selectionOf(detail, filters, decider);
  return { count: accounts.length, fingerprint };
}

/**
 * The same decision on every account the filters match and the member may decide, on every page (members and admins).
 * The accounts are those the screen counted, or none: when the filters now match others (a list uploaded again,
 * another decision), the fingerprint differs and the decision is refused, so it never covers an account the screen
 * did not count. The decision itself is `decideAccounts`'s, one transaction on the versions read.
 */
export const decideFilteredAccounts = guardedWrite(
  'records.edit',
  async (member: Member, input: FilteredDecisionInput, now: Date = new Date()) => {
    const detail = await readCampaign(member, input.campaignId, dayOf(now));
    const { accounts, fingerprint } = selectionOf(detail, input.filters, deciderOf(member));
    if (fingerprint !== input.fingerprint) throw new WorkspaceError('conflict', CHANGED_MESSAGE);
    if (accounts.length === 0) throw new WorkspaceError('invalid', NONE_MESSAGE);
    return decideAccounts(member, { campaignId: input.campaignId, decision: input.decision, reason: input.reason, accounts }, now);
  },
);
