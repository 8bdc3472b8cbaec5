import { GOOGLE_ADMIN_URL, GOOGLE_TOKEN_URL } from './profile';

/** What the client needs of a saved connection: the API's address, the service account and the admin it acts as. */
export type GoogleConnection = { baseUrl: string; clientEmail: string; privateKey: string; adminEmail: string };

/**
 * Where the signed assertion is exchanged for a token: Google's token endpoint for Google's API, else the same
 * address's /token (a stand-in or a proxy), so a connection never sends to a third address. The key's own token_uri
 * is not followed: it is input, and would send the assertion wherever it says.
 */
export const tokenUrlOf = (baseUrl: string): string =>
  baseUrl.replace(/\/+$/, '') === GOOGLE_ADMIN_URL ? GOOGLE_TOKEN_URL : `${baseUrl.replace(/\/+$/, '')}/token`;

/** The domain the connection names: the admin's e-mail domain. */
export const domainOf = (adminEmail: string): string => adminEmail.slice(adminEmail.lastIndexOf('@') + 1).toLowerCase();
