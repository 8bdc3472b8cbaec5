import type { PersonStatus } from '@/lib/domain/people/rules';
import type { AccessDecision } from '@/lib/schemas/access-reviews/records';

/** The filters of a campaign's accounts: '' means any. */
export type AccountFilters = { system: string; status: '' | PersonStatus | 'unmatched'; admin: '' | 'yes' | 'no'; undecided: boolean };

export const noFilters: AccountFilters = { system: '', status: '', admin: '', undecided: false };

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
