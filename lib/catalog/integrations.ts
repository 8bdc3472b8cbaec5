/** A tool evidence is collected from: `available` once the product can connect it. */
export type IntegrationOffer = { id: string; name: string; description: string; available: boolean };

/**
 * The integrations, GitHub first as the one connected today; the others are listed as what comes next, with no
 * connect button, so nobody takes them for working ones.
 */
export const integrationOffers: readonly IntegrationOffer[] = [
  { id: 'github', name: 'GitHub', description: 'Organization two-factor, branch protection and security alerts.', available: true },
  { id: 'aws', name: 'AWS', description: 'IAM users, access keys, S3 buckets and CloudTrail.', available: false },
  { id: 'google-workspace', name: 'Google Workspace', description: 'Users, two-step verification and admin roles.', available: false },
  { id: 'okta', name: 'Okta', description: 'Users, MFA enrollment and admin roles.', available: false },
];

/** Where integrations are connected and disconnected. */
export const INTEGRATIONS_HREF = '/manage/settings?path=integrations';
