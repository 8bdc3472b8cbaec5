import type { Unknown } from '@/lib/checks/types';
import { refusalOf } from '@/lib/outbound';
import { ProviderHttpError } from '../framework/http';
import { resumeAt, utcTimeOf } from '../framework/rate-limit';

/**
 * What went wrong with a BambooHR request, in a sentence a person can act on; never the key nor BambooHR's own
 * answer beyond its status.
 */
export function bamboohrFailure(error: unknown, baseUrl: string): string {
  const refusal = refusalOf(error);
  if (refusal?.kind === 'web-page')
    return `BambooHR's API did not answer at ${baseUrl}: a web page did. Check the subdomain and the API URL.`;
  if (refusal) return `${refusal.message} Check the API URL.`;
  if (!(error instanceof ProviderHttpError)) {
    const timedOut = error instanceof Error && /abort|timeout/i.test(`${error.name} ${error.message}`);
    return `BambooHR could not be reached: ${timedOut ? 'it did not answer within 15 seconds' : 'the connection failed'}. Check the API URL.`;
  }
  switch (error.status) {
    case 401:
      return 'BambooHR refused the API key (401). Check the key, and that its user is still active.';
    case 403:
      return 'BambooHR refused access (403): the API key’s user may not read the employees’ job information. Give that user an access level that can.';
    case 404:
      return `BambooHR knows no company at this subdomain (404). Check the subdomain.`;
    case 429:
    case 503: {
      const at = resumeAt(error.headers, Date.now());
      return at
        ? `BambooHR is limiting requests until ${utcTimeOf(at)}. Try again then.`
        : 'BambooHR is limiting requests. Try again in a minute.';
    }
    default:
      return `BambooHR answered ${error.status} at ${baseUrl}. Try again later.`;
  }
}

export const unknownOfBamboohr = (error: unknown, baseUrl: string): Unknown => ({ unknown: bamboohrFailure(error, baseUrl) });
