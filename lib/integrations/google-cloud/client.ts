import { outboundSession } from '@/lib/outbound';
import { jsonClient, ProviderHttpError, type JsonClient } from '../framework/http';
import { patientFetch } from '../framework/rate-limit';
import { serviceAccountAssertion, TokenRefusal } from '../google-workspace/client';
import { serviceUrlOf, tokenUrlOf, type GoogleCloudConnection, type GoogleCloudService } from './connection';
import { GOOGLE_CLOUD_SCOPES } from './profile';

/** A client of one Google API, and a POST of JSON at it (getIamPolicy is a POST). */
export type ServiceClient = JsonClient & { postJson: <T>(path: string, body: unknown) => Promise<T> };
export type GoogleCloudServices = Record<GoogleCloudService, ServiceClient>;
/**
 * The run's token shared by sets of service clients: each set is one outbound session per API, so the pages of one
 * project's bucket list are counted apart from another project's.
 */
export type GoogleCloudClient = { services: () => GoogleCloudServices };

/**
 * The clients of Cloud Resource Manager, Cloud Storage, IAM and Security Command Center for one run: the service account's token asked once,
 * when the first request is sent, and every request through the guarded outbound client (rate limits waited out
 * where Google says when). The assertion names no subject: the service account reads as itself.
 */
export function googleCloudClient(connection: GoogleCloudConnection, now = new Date()): GoogleCloudClient {
  let token: Promise<string> | null = null;
  const tokenUrl = tokenUrlOf(connection.baseUrl);
  const askToken = async () => {
    const answer = await jsonClient({ baseUrl: tokenUrl })
      .postForm<{ access_token?: string }>(tokenUrl, {
        grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
        assertion: serviceAccountAssertion(connection, GOOGLE_CLOUD_SCOPES, tokenUrl, now),
      })
      .catch((error: unknown) => {
        const status = (error as { status?: unknown }).status;
        throw typeof status === 'number' ? new TokenRefusal(status) : error;
      });
    if (typeof answer.access_token !== 'string' || !answer.access_token) throw new TokenRefusal(200);
    return answer.access_token;
  };
  const authorization = async () => {
    token ??= askToken();
    return { authorization: `Bearer ${await token}` };
  };
  const serviceClient = (service: GoogleCloudService): ServiceClient => {
    const base = serviceUrlOf(connection.baseUrl, service);
    const post = patientFetch(outboundSession({ origin: base }).fetch);
    return {
      ...jsonClient({ baseUrl: base, headers: authorization }),
      postJson: async <T>(path: string, body: unknown) => {
        const headers = { accept: 'application/json', 'content-type': 'application/json', ...(await authorization()) };
        const response = await post(`${base}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
        if (!response.ok) {
          await response.body?.cancel();
          throw new ProviderHttpError(response.status, response.headers, path);
        }
        return (await response.json()) as T;
      },
    };
  };
  return {
    services: () => ({
      cloudresourcemanager: serviceClient('cloudresourcemanager'),
      storage: serviceClient('storage'),
      iam: serviceClient('iam'),
      securitycenter: serviceClient('securitycenter'),
    }),
  };
}
