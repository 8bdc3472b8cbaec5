/** How the product signs in to a provider. */
export type AuthKind = 'token' | 'oauth-client-credentials' | 'service-account' | 'role';

/** The directory's categories, in the order it shows them. */
export const providerCategories = ['identity', 'code', 'cloud', 'devices', 'work-tracking', 'messages', 'people-source'] as const;
export type ProviderCategory = (typeof providerCategories)[number];

/**
 * What the directory and the connect form say of a provider, data only: its category, how it signs in, where its
 * API answers unless told otherwise, what it collects, and the least privilege to grant, step by step.
 */
export type ProviderProfile = {
  category: ProviderCategory;
  auth: AuthKind;
  /** The provider's own API address ('' when the SDK finds it, as AWS's regional endpoints). */
  defaultBaseUrl: string;
  /** What a run reads, in a phrase ("users, 2-Step Verification and admin roles"). */
  collects: string;
  /** The least privilege to grant, one step a line. */
  leastPrivilege: readonly string[];
};
