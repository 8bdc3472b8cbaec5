import { z } from '@/lib/schemas/zod';
import { apiAddress } from './api-url';
import { serviceAccountKey } from './google-workspace-connect';

/**
 * Connect Google Cloud: a service account's JSON key (read-only roles on the projects or the organization) and the
 * API address: googleapis.com reaches each Google API at its own host, another address serves them all (a proxy).
 * Other keys the form sends are left out.
 */
export const googleCloudConnectSchema = z.object({
  serviceAccountKey,
  baseUrl: apiAddress('the API URL', 'https://googleapis.com'),
});
export type GoogleCloudConnect = z.infer<typeof googleCloudConnectSchema>;
