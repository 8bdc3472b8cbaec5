/** What the client needs of a saved connection: where to sign in and read, the tenant, and the app's credentials. */
export type EntraConnection = { loginUrl: string; graphUrl: string; tenantId: string; clientId: string; clientSecret: string };

const trimmed = (url: string) => url.replace(/\/+$/, '');

/** The tenant's token endpoint of the identity platform (v2.0, client credentials). */
export const tokenUrlOf = ({ loginUrl, tenantId }: Pick<EntraConnection, 'loginUrl' | 'tenantId'>): string =>
  `${trimmed(loginUrl)}/${encodeURIComponent(tenantId)}/oauth2/v2.0/token`;

/** The scope asking for every application permission granted to the app on Microsoft Graph at that address. */
export const graphScopeOf = (graphUrl: string): string => `${trimmed(graphUrl)}/.default`;
