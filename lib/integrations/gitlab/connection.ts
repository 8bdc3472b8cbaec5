/** What the client needs of a saved connection: the instance's address, the group (its ID or full path) and the token. */
export type GitlabConnection = { baseUrl: string; group: string; token: string };

/** The group as REST v4 names it in a path: an ID as it is, a full path URL-encoded (acme%2Fplatform). */
export const groupPathOf = (group: string): string => `/groups/${encodeURIComponent(group)}`;
