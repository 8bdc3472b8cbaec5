import 'server-only';
import { Agent as HttpAgent } from 'node:http';
import { Agent as HttpsAgent } from 'node:https';
import { env } from '@/lib/env';
import { checkedUrl } from './address-check';
import { parseAllowedHosts, type AllowedHost } from './allowed-hosts';
import { guardedFetch, type GuardedConnection } from './fetch';
import { DEFAULT_LIMITS, type OutboundLimits } from './limits';
import { guardedLookup, type Resolver } from './lookup';
import { OutboundRefusal } from './refusal';

export type OutboundOptions = {
  /** The hosts allowed although private or plain http; OUTBOUND_ALLOWED_HOSTS unless given. */
  allowedHosts?: readonly AllowedHost[];
  /** The address the user entered: every request, page and redirect of the run must stay at its origin. */
  origin?: string;
  /** How host names are resolved; the system's resolver unless given. */
  resolve?: Resolver;
  limits?: Partial<OutboundLimits>;
};

/** One run's outbound requests: its agents, whose connections resolve through the guarded look-up, and its counts. */
export type OutboundSession = GuardedConnection & {
  /** A fetch whose requests are admitted, whose redirects stay at the same address and whose answers are bounded. */
  fetch: (input: string | URL | Request, init?: RequestInit) => Promise<Response>;
};

/** The hosts the operator allows (OUTBOUND_ALLOWED_HOSTS); no user sets them. */
export const operatorAllowedHosts = (): AllowedHost[] => parseAllowedHosts(env().OUTBOUND_ALLOWED_HOSTS ?? '');

/**
 * The one way the server makes a request for a user (a provider's API with the user's credentials): https to public
 * addresses only, the address checked on every connection, no redirect to another address, and bounded pages,
 * bytes and time. Create one per run: the page counts are the run's.
 */
export function outboundSession(options: OutboundOptions = {}): OutboundSession {
  const allowed = options.allowedHosts ?? operatorAllowedHosts();
  const limits = { ...DEFAULT_LIMITS, ...options.limits };
  const lookup = guardedLookup(allowed, options.resolve);
  // Idle connections close soon: a run's requests share them, the next run opens its own.
  const agentOptions = { keepAlive: true, timeout: limits.timeoutMs, lookup };
  const agents = { http: new HttpAgent(agentOptions), https: new HttpsAgent(agentOptions) };
  const origin = options.origin ? new URL(options.origin).origin : null;
  const pages = new Map<string, number>();
  let requests = 0;

  const admit = (address: string | URL, method: string): URL => {
    const url = checkedUrl(address, allowed);
    if (origin && url.origin !== origin) {
      throw new OutboundRefusal(
        'other-address',
        `The answer of ${origin} led to another address; the product reads only the address entered.`,
      );
    }
    requests += 1;
    const list = `${url.origin}${url.pathname}`;
    const page = method.toUpperCase() === 'GET' ? (pages.get(list) ?? 0) + 1 : 0;
    if (page > 0) pages.set(list, page);
    if (page > limits.maxPagesPerList || requests > limits.maxRequests) {
      throw new OutboundRefusal(
        'too-many-pages',
        `${url.origin} answered more than ${page > limits.maxPagesPerList ? `${limits.maxPagesPerList} pages of one list` : `${limits.maxRequests} requests`} in one run; the run stopped there.`,
      );
    }
    return url;
  };

  const session: OutboundSession = { limits, agents, admit, fetch: (input, init) => guardedFetch(session, input, init) };
  return session;
}
