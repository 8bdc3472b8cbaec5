import { GOOGLE_APIS_URL, GOOGLE_CLOUD_TOKEN_URL } from './profile';

/** What the client needs of a saved connection: the API address and the service account's e-mail and private key. */
export type GoogleCloudConnection = { baseUrl: string; clientEmail: string; privateKey: string };

/** The Google APIs a run reads, by the host each answers at under googleapis.com. */
export type GoogleCloudService = 'cloudresourcemanager' | 'storage' | 'iam' | 'securitycenter';

const trimmed = (url: string) => url.replace(/\/+$/, '');
const isGoogle = (baseUrl: string) => trimmed(baseUrl) === GOOGLE_APIS_URL;

/** Where a service answers: its own host for Google's address, else the one address given (a proxy or a stand-in). */
export const serviceUrlOf = (baseUrl: string, service: GoogleCloudService): string =>
  isGoogle(baseUrl) ? `https://${service}.googleapis.com` : trimmed(baseUrl);

/**
 * Where the signed assertion is exchanged for a token: Google's token endpoint for Google's address, else the same
 * address's /token, so a connection never sends to a third address. The key's own token_uri is input and not followed.
 */
export const tokenUrlOf = (baseUrl: string): string => (isGoogle(baseUrl) ? GOOGLE_CLOUD_TOKEN_URL : `${trimmed(baseUrl)}/token`);

/** The connection's name: the project that holds the service account (name@<project>.iam.gserviceaccount.com). */
export const accountOf = (clientEmail: string): string =>
  /^[^@]+@([a-z][a-z0-9-]{4,28}[a-z0-9])\.iam\.gserviceaccount\.com$/i.exec(clientEmail)?.[1] ?? clientEmail.toLowerCase();
