/** A tool evidence is collected from: `available` once the product can connect it. */
export type IntegrationOffer = {
  id: string;
  name: string;
  description: string;
  available: boolean;
  /** What the provider calls the account connected. */
  accountLabel: string;
};

/**
 * The integrations: the source code host, the cloud account and the identity provider the product connects; Google
 * Workspace is listed as what comes next, with no connect button, so nobody takes it for a working one.
 */
export const integrationOffers: readonly IntegrationOffer[] = [
  {
    id: 'github',
    name: 'GitHub',
    description: 'Organization two-factor, branch protection and security alerts.',
    available: true,
    accountLabel: 'Organization',
  },
  { id: 'aws', name: 'AWS', description: 'IAM users, access keys, S3 buckets and CloudTrail.', available: true, accountLabel: 'Account' },
  {
    id: 'google-workspace',
    name: 'Google Workspace',
    description: 'Users, two-step verification and admin roles.',
    available: false,
    accountLabel: 'Domain',
  },
  { id: 'okta', name: 'Okta', description: 'Users, MFA enrollment, inactive users and admin roles.', available: true, accountLabel: 'Org' },
];

/** Where integrations are connected and disconnected. */
export const INTEGRATIONS_HREF = '/manage/settings?path=integrations';
