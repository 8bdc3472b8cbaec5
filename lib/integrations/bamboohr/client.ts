import { outboundSession } from '@/lib/outbound';
import { ProviderHttpError } from '../framework/http';
import { patientFetch } from '../framework/rate-limit';
import { apiRootOf, type BamboohrConnection } from './connection';

/** The fields of the custom report a run asks for, as BambooHR names them. */
export const REPORT_FIELDS = [
  'id',
  'workEmail',
  'firstName',
  'lastName',
  'department',
  'jobTitle',
  'supervisorEmail',
  'hireDate',
  'terminationDate',
  'status',
] as const;

type Fetch = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;

/** BambooHR throttles with 503 and Retry-After: read as the rate limit it is, so the framework waits it out. */
const throttleAsRateLimit =
  (fetch: Fetch): Fetch =>
  async (input, init) => {
    const response = await fetch(input, init);
    if (response.status !== 503 || !response.headers.get('retry-after')) return response;
    await response.body?.cancel();
    return new Response(null, { status: 429, headers: response.headers });
  };

/**
 * Runs a custom report of every employee (current and past: onlyCurrent=false) with the fields the checks and People
 * read, through the guarded outbound client, the API key as HTTP Basic user. A status other than 2xx throws a
 * ProviderHttpError (never its body).
 */
export async function customReport(connection: BamboohrConnection, fields: readonly string[] = REPORT_FIELDS): Promise<unknown> {
  const url = new URL(`${apiRootOf(connection)}/reports/custom`);
  url.searchParams.set('format', 'JSON');
  url.searchParams.set('onlyCurrent', 'false');
  const fetch = patientFetch(throttleAsRateLimit(outboundSession({ origin: url.origin }).fetch));
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      accept: 'application/json',
      'content-type': 'application/json',
      authorization: `Basic ${Buffer.from(`${connection.apiKey}:x`).toString('base64')}`,
    },
    body: JSON.stringify({ title: 'Complia people', fields }),
  });
  if (!response.ok) {
    await response.body?.cancel();
    throw new ProviderHttpError(response.status, response.headers, '/reports/custom');
  }
  return response.json();
}
