import type { Client, User } from '@okta/okta-sdk-nodejs';
import type { Unknown } from '@/lib/checks/types';
import { oktaClient } from './client';
import { oktaHostOf, type OktaConnection } from './connection';
import type { ActiveOktaUser, OktaFacts, OktaProfile, SuspendedOktaUser } from './facts';
import { httpStatusOf, oktaFailure } from './failures';

/** Requests for one user each (factors, roles) run this many at a time, so a large org does not spend the limit at once. */
const PARALLEL_REQUESTS = 4;
/** The largest page Okta serves of users. */
const PAGE_SIZE = 200;

/** Why a fact could not be read, in a sentence: Okta's refusal of `what`, the rate limit, or Okta unreachable. */
function unknownOf(error: unknown, what: string, baseUrl: string): Unknown {
  if (httpStatusOf(error) === 403) return { unknown: `The API token may not read ${what} (403). Use a read-only administrator's token.` };
  return { unknown: oktaFailure(error, baseUrl) };
}

/** Answers `read()`, or why it could not be read. */
async function attempt<T>(read: () => Promise<T>, what: string, baseUrl: string): Promise<T | Unknown> {
  try {
    return await read();
  } catch (error) {
    return unknownOf(error, what, baseUrl);
  }
}

/** Every item of an SDK collection: the SDK follows each `Link: <…>; rel="next"` header to the next page. */
async function everyItem<T>(collection: Promise<AsyncIterable<T | null>>): Promise<T[]> {
  const items: T[] = [];
  for await (const item of await collection) if (item) items.push(item);
  return items;
}

/** `read` on each item, a few at a time, keeping the order. */
async function eachLimited<T, R>(items: T[], read: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await read(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL_REQUESTS, items.length) }, worker));
  return results;
}

const iso = (date: Date | string | null | undefined): string | null => (date ? new Date(date).toISOString() : null);
const loginOf = (user: User): string => user.profile?.login ?? user.id ?? '(unknown user)';
const textOf = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** The profile fields People reads: the email, the names and the department (custom attributes are not read). */
function profileOf(user: User): OktaProfile {
  const profile = (user.profile ?? {}) as Record<string, unknown>;
  return {
    email: textOf(profile.email) || null,
    firstName: textOf(profile.firstName),
    lastName: textOf(profile.lastName),
    department: textOf(profile.department) || null,
  };
}

async function usersWithStatus(client: Client, status: 'ACTIVE' | 'SUSPENDED'): Promise<User[]> {
  return everyItem(client.userApi.listUsers({ filter: `status eq "${status}"`, limit: PAGE_SIZE }));
}

async function activeUser(client: Client, user: User, baseUrl: string): Promise<ActiveOktaUser> {
  const login = loginOf(user);
  const factors = await attempt(
    async () => (await everyItem(client.userFactorApi.listFactors({ userId: user.id! }))).filter((factor) => factor.status === 'ACTIVE'),
    `the factors of ${login}`,
    baseUrl,
  );
  return {
    id: user.id!,
    login,
    created: iso(user.created) ?? '',
    profile: profileOf(user),
    activated: iso(user.activated),
    lastLogin: iso(user.lastLogin),
    factors: Array.isArray(factors) ? factors.map((factor) => String(factor.factorType)) : factors,
  };
}

async function suspendedUser(client: Client, user: User, baseUrl: string): Promise<SuspendedOktaUser> {
  const login = loginOf(user);
  const roles = await attempt(
    () => everyItem(client.roleAssignmentApi.listAssignedRolesForUser({ userId: user.id! })),
    `the administrator roles of ${login}`,
    baseUrl,
  );
  return {
    id: user.id!,
    login,
    adminRoles: Array.isArray(roles) ? roles.map((role) => String((role as { type?: string }).type ?? role.label)) : roles,
  };
}

/**
 * Gathers the facts of an Okta org the checks read, following every page: its active users with their last sign-in
 * and their active factors, and its suspended users with the administrator roles they still hold. A fact Okta
 * refuses or cannot answer is kept with the reason, never guessed.
 */
export async function gatherOktaFacts(connection: OktaConnection, now = new Date()): Promise<OktaFacts> {
  const baseUrl = connection.baseUrl.replace(/\/+$/, '');
  const client = oktaClient(baseUrl, connection.token);
  const active = await attempt(() => usersWithStatus(client, 'ACTIVE'), 'the active users', baseUrl);
  const activeUsers = Array.isArray(active) ? await eachLimited(active, (user) => activeUser(client, user, baseUrl)) : active;
  const suspended = await attempt(() => usersWithStatus(client, 'SUSPENDED'), 'the suspended users', baseUrl);
  const suspendedUsers = Array.isArray(suspended)
    ? await eachLimited(suspended, (user) => suspendedUser(client, user, baseUrl))
    : suspended;
  return { org: oktaHostOf(baseUrl), collectedAt: now.toISOString(), activeUsers, suspendedUsers };
}
