/** What the client needs of a saved connection: where to sign in and read, the tenant, and the app's credentials. */
export type AzureConnection = { loginUrl: string; managementUrl: string; tenantId: string; clientId: string; clientSecret: string };

/** The scope asking for the app's access to Azure Resource Manager at that address. */
export const managementScopeOf = (managementUrl: string): string => `${managementUrl.replace(/\/+$/, '')}/.default`;
