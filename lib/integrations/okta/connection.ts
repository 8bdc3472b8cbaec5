/** What the Okta client needs of a saved connection: the org's URL and an API token. */
export type OktaConnection = { baseUrl: string; token: string };

/** The org's host as the connection names it (acme.okta.com, or its custom domain). */
export const oktaHostOf = (orgUrl: string): string => new URL(orgUrl).host;
