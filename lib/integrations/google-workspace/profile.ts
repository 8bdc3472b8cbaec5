import type { ProviderProfile } from '../framework/profile';

/** Google's Admin SDK Directory API, and where its service accounts exchange a signed assertion for a token. */
export const GOOGLE_ADMIN_URL = 'https://admin.googleapis.com';
export const GOOGLE_TOKEN_URL = 'https://oauth2.googleapis.com/token';

/** The read-only scopes the service account is delegated, and nothing more. */
export const GOOGLE_SCOPES = [
  'https://www.googleapis.com/auth/admin.directory.user.readonly',
  'https://www.googleapis.com/auth/admin.directory.rolemanagement.readonly',
] as const;

/** Google Workspace: a service account with domain-wide delegation of two read-only scopes, acting as an admin. */
export const googleWorkspaceProfile: ProviderProfile = {
  category: 'identity',
  auth: 'service-account',
  defaultBaseUrl: GOOGLE_ADMIN_URL,
  collects:
    'Every user with 2-Step Verification enrolment and enforcement, last sign-in and suspension, and the administrator roles assigned; fills People.',
  leastPrivilege: [
    'In Google Cloud, create a service account with no role on the project, enable the Admin SDK API and create a JSON key.',
    `In the Admin console (Security › Access and data control › API controls › Domain-wide delegation), add the service account's client ID with these scopes only: ${GOOGLE_SCOPES.join(', ')}.`,
    'Name an administrator the service account acts as: a custom role with the Admin API privileges Users › Read and Roles › Read is enough; a super administrator is not needed.',
  ],
};
