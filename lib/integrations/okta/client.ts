import { Client, DefaultRequestExecutor } from '@okta/okta-sdk-nodejs';

/** How long one Okta request may take before it is given up. */
export const REQUEST_TIMEOUT_MS = 15_000;

/**
 * An Okta management client for `orgUrl` with an API token (SSWS). Every setting is given here, so nothing is taken
 * from an okta.yaml or OKTA_* variables on the server. It logs nothing, caches nothing between runs, gives up on each
 * request after 15 seconds and does not wait out a rate limit: a used-up limit is reported with its reset time.
 */
export function oktaClient(orgUrl: string, token: string): Client {
  return new Client({
    orgUrl: orgUrl.replace(/\/+$/, ''),
    token,
    authorizationMode: 'SSWS',
    cacheMiddleware: null,
    requestExecutor: new DefaultRequestExecutor({ maxRetries: 0, requestTimeout: REQUEST_TIMEOUT_MS }),
  });
}
