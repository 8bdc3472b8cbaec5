import type { AccessDecision, AccountFilters } from '@/lib/schemas/access-reviews/records';
import { readListQuery, type UrlQuery } from '../list-query';
import type { PersonStatus } from '../people/rules';
import { isOwnAccount } from './rules';

/** Who decides: the member's id and address (their own accounts are not theirs to decide) and whether they are an admin. */
export type Decider = { id: string; email: string; admin: boolean };

/**
 * A campaign screen's filters and page from its URL. Anything typed into the address bar reads as a list: a system
 * that is not one of the campaign's, or a value that is not a choice, reads as any.
 */
export function readAccountQuery(query: UrlQuery, systemIds: readonly string[]): { filters: AccountFilters; page: number } {
  const { page, filters } = readListQuery(query, {
    system: systemIds,
    status: ['departed', 'active', 'upcoming', 'unmatched'],
    admin: ['yes', 'no'],
    undecided: ['yes'],
  });
  return {
    page,
    filters: {
      system: filters.system,
      status: filters.status as AccountFilters['status'],
      admin: filters.admin as AccountFilters['admin'],
      undecided: filters.undecided === 'yes',
    },
  };
}

type FilteredAccount = { systemId: string; admin: boolean; decision: AccessDecision | null; person: { status: PersonStatus } | null };

/** The accounts the filters keep, in their order. */
export function filterAccounts<A extends FilteredAccount>(accounts: readonly A[], filters: AccountFilters): A[] {
  return accounts.filter(
    (account) =>
      (filters.system === '' || account.systemId === filters.system) &&
      (filters.status === '' || (filters.status === 'unmatched' ? account.person === null : account.person?.status === filters.status)) &&
      (filters.admin === '' || account.admin === (filters.admin === 'yes')) &&
      (!filters.undecided || account.decision === null),
  );
}

/** Whether the decider may decide on a system's accounts: they are its reviewer, or an administrator. */
export function reviewsSystem(decider: Decider, reviewerMemberId: string | null): boolean {
  return decider.admin || reviewerMemberId === decider.id;
}

/** What a bulk decision on the filtered list covers, as the screen gets it: how many accounts, and a fingerprint of their ids and versions. */
export type BulkSelection = { count: number; fingerprint: string };

type BulkAccount = FilteredAccount & { email: string; person: { status: PersonStatus; memberId: string | null } | null };

/**
 * What a bulk decision covers: every account the filters match, on every page, of a system the decider reviews,
 * leaving out their own accounts (another reviewer decides those).
 */
export function bulkDecidable<A extends BulkAccount>(
  accounts: readonly A[],
  filters: AccountFilters,
  decider: Decider,
  systems: readonly { id: string; reviewerMemberId: string | null }[],
): A[] {
  const reviewerOf = new Map(systems.map((system) => [system.id, system.reviewerMemberId]));
  return filterAccounts(accounts, filters).filter(
    (account) => reviewsSystem(decider, reviewerOf.get(account.systemId) ?? null) && !isOwnAccount(account, decider),
  );
}
