import 'server-only';
import { resolveTxt } from 'node:dns/promises';
import { operatorAllowedHosts } from '@/lib/outbound';
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
 * The proof file's address: https on the domain itself, or, for a domain the operator allows at one port in
 * OUTBOUND_ALLOWED_HOSTS (a company-internal host, a local stand-in), plain http at that port.
 */
export function proofFileUrl(domain: string): string {
  const allowed = operatorAllowedHosts().find((host) => host.hostname === domain && host.port !== null);
  return allowed ? `http://${domain}:${allowed.port}${PROOF_FILE_PATH}` : `https://${domain}${PROOF_FILE_PATH}`;
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
    message: `Neither a TXT record "${TXT_PREFIX}${token}" on ${domain} nor the file ${proofFileUrl(domain)} holding the token was found. DNS changes can take a while to appear.`,
  };
}
