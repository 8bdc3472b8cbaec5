import 'server-only';
import { resolveTxt } from 'node:dns/promises';
import { ssoFetch } from './outbound';

/** The TXT record's name prefix and value prefix, and the file's path, that prove a domain. */
export const TXT_PREFIX = 'complia-domain-verification=';
export const PROOF_FILE_PATH = '/.well-known/complia-domain-verification.txt';

export type ProofMethod = 'dns' | 'file';
export type ProofResult = { proven: true; method: ProofMethod } | { proven: false; message: string };

type Resolver = (hostname: string) => Promise<string[][]>;
type Fetcher = (url: string) => Promise<Response>;

/** Whether one of the domain's TXT records is `complia-domain-verification=<token>` (split strings joined). */
export async function txtRecordProves(domain: string, token: string, resolve: Resolver = resolveTxt): Promise<boolean> {
  try {
    const records = await resolve(domain);
    return records.some((parts) => parts.join('').trim() === `${TXT_PREFIX}${token}`);
  } catch {
    return false;
  }
}

/** Whether https://<domain>/.well-known/complia-domain-verification.txt, read through the guarded client, holds the token. */
export async function proofFileProves(
  domain: string,
  token: string,
  fetcher: Fetcher = ssoFetch({ limits: { maxBytes: 4096 } }),
): Promise<boolean> {
  try {
    const response = await fetcher(proofFileUrl(domain));
    if (!response.ok) return false;
    return (await response.text()).trim() === token;
  } catch {
    return false;
  }
}

/**
 * The proof file's address. `domain` may carry a port only when the operator allowed that host (a local stand-in);
 * an allowed plain-http host is read over http, since the guarded client refuses http to any other.
 */
export function proofFileUrl(domain: string, allowedPlainHttp = false): string {
  return `${allowedPlainHttp ? 'http' : 'https'}://${domain}${PROOF_FILE_PATH}`;
}

/** Tries the TXT record, then the file, and says what was looked for when neither holds the token. */
export async function proveDomain(
  domain: string,
  token: string,
  how: { resolve?: Resolver; fetcher?: Fetcher } = {},
): Promise<ProofResult> {
  if (await txtRecordProves(domain, token, how.resolve)) return { proven: true, method: 'dns' };
  if (await proofFileProves(domain, token, how.fetcher)) return { proven: true, method: 'file' };
  return {
    proven: false,
    message: `Neither a TXT record "${TXT_PREFIX}${token}" on ${domain} nor the file https://${domain}${PROOF_FILE_PATH} holding the token was found. DNS changes can take a while to appear.`,
  };
}
