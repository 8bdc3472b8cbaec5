import type { ProviderProfile } from '../framework/profile';

/** Okta: an API token created by a read-only administrator. */
export const oktaProfile: ProviderProfile = {
  category: 'identity',
  auth: 'token',
  defaultBaseUrl: 'https://<your-org>.okta.com',
  collects:
    'Active users with their enrolled factors and last sign-in, suspended users with the administrator roles they still hold; fills People.',
  leastPrivilege: [
    'Sign in to the Okta Admin Console as an administrator with the Read-only Administrator role only.',
    'Create the API token while signed in as that administrator (Security › API › Tokens): a token has its creator’s rights.',
  ],
};
