import type { ProviderProfile } from '../framework/profile';

/** Microsoft's identity platform (where the app gets its token) and Microsoft Graph (where it reads). */
export const ENTRA_LOGIN_URL = 'https://login.microsoftonline.com';
export const ENTRA_GRAPH_URL = 'https://graph.microsoft.com';

/** The Graph application permissions a run reads with, each named where its list is refused. */
export const ENTRA_PERMISSIONS = {
  users: 'User.Read.All',
  registration: 'AuditLog.Read.All',
  policies: 'Policy.Read.All',
  roles: 'RoleManagement.Read.Directory',
} as const;

/** Microsoft Entra ID: an app registration reading Microsoft Graph with four read-only application permissions. */
export const entraIdProfile: ProviderProfile = {
  category: 'identity',
  auth: 'oauth-client-credentials',
  defaultBaseUrl: ENTRA_GRAPH_URL,
  collects:
    'Every user with enabled state and guest type, MFA registration, the conditional access policies requiring MFA and the members of directory roles; fills People.',
  leastPrivilege: [
    'In the Microsoft Entra admin center (App registrations › New registration), register an app for this tenant only, with no redirect URI, and create a client secret.',
    `Under API permissions, add these Microsoft Graph application permissions only: ${Object.values(ENTRA_PERMISSIONS).join(', ')} (UserAuthenticationMethod.Read.All may stand in for AuditLog.Read.All), then grant admin consent.`,
    'The MFA registration report needs a Microsoft Entra ID P1 or P2 licence; without it, only that check cannot be evaluated.',
  ],
};
