import type { SystemAccount } from '@/lib/schemas/access-reviews/records';

/**
 * The accounts a provider listed, and the external-id prefixes of the parts it could not read this time (a refused
 * project, a refused list of roles): an account under such a prefix is neither listed nor gone.
 */
export type ProviderListing = { accounts: SystemAccount[]; unread: string[] };

/** Whether an account's external id falls in a part of the listing that could not be read. */
export const isUnread = (unread: readonly string[], externalId: string) => unread.some((prefix) => externalId.startsWith(prefix));
