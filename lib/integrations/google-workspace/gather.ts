import type { Unknown } from '@/lib/checks/types';
import { everyPage, type JsonClient } from '../framework/http';
import { googleClient } from './client';
import { domainOf, type GoogleConnection } from './connection';
import type { GoogleUser, GoogleWorkspaceFacts } from './facts';
import { unknownOf } from './failures';

/** The largest page users.list serves. */
const PAGE_SIZE = 500;
const DIRECTORY = '/admin/directory/v1';
/** Google's timestamp of an account that never signed in. */
const NEVER = '1970-01-01T00:00:00.000Z';

/** users.list's user resource, as far as it is read. */
type UserResource = {
  id?: string;
  primaryEmail?: string;
  name?: { givenName?: string; familyName?: string };
  organizations?: { department?: string; primary?: boolean }[];
  creationTime?: string;
  lastLoginTime?: string;
  suspended?: boolean;
  archived?: boolean;
  isEnrolledIn2Sv?: boolean;
  isEnforcedIn2Sv?: boolean;
  isAdmin?: boolean;
  isDelegatedAdmin?: boolean;
};
type Page<K extends string, T> = { [key in K]?: T[] } & { nextPageToken?: string };

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const iso = (value: unknown): string | null => {
  const time = typeof value === 'string' ? Date.parse(value) : NaN;
  return Number.isNaN(time) || value === NEVER ? null : new Date(time).toISOString();
};

function userOf(resource: UserResource): GoogleUser {
  const organization = resource.organizations?.find((entry) => entry.primary) ?? resource.organizations?.[0];
  return {
    id: text(resource.id),
    email: text(resource.primaryEmail).toLowerCase(),
    firstName: text(resource.name?.givenName),
    lastName: text(resource.name?.familyName),
    department: text(organization?.department) || null,
    created: iso(resource.creationTime),
    lastLogin: iso(resource.lastLoginTime),
    suspended: resource.suspended === true,
    archived: resource.archived === true,
    enrolledIn2Sv: resource.isEnrolledIn2Sv === true,
    enforcedIn2Sv: resource.isEnforcedIn2Sv === true,
    superAdmin: resource.isAdmin === true,
    delegatedAdmin: resource.isDelegatedAdmin === true,
  };
}

/** Answers `read()`, or why it could not be read. */
async function attempt<T>(read: () => Promise<T>, what: string, baseUrl: string): Promise<T | Unknown> {
  try {
    return await read();
  } catch (error) {
    return unknownOf(error, what, baseUrl);
  }
}

/** One list of the customer, every page followed through its nextPageToken. */
const list = <K extends string, T>(client: JsonClient, path: string, key: K, query: Record<string, string | number> = {}) =>
  everyPage(async (pageToken) => {
    const page = await client.get<Page<K, T>>(`${DIRECTORY}${path}`, { customer: 'my_customer', ...query, pageToken });
    return { items: page[key] ?? [], next: page.nextPageToken };
  });

/** The names of the administrator roles assigned to each user: role assignments joined to the roles' names. */
async function adminRolesOf(client: JsonClient): Promise<Record<string, string[]>> {
  const roles = await list<'items', { roleId?: string; roleName?: string }>(client, '/customer/my_customer/roles', 'items');
  const names = new Map(roles.map((role) => [String(role.roleId), text(role.roleName) || String(role.roleId)]));
  const assignments = await list<'items', { roleId?: string; assignedTo?: string }>(
    client,
    '/customer/my_customer/roleassignments',
    'items',
  );
  const byUser: Record<string, string[]> = {};
  for (const { roleId, assignedTo } of assignments) {
    if (!assignedTo) continue;
    (byUser[assignedTo] ??= []).push(names.get(String(roleId)) ?? String(roleId));
  }
  return byUser;
}

/**
 * Gathers the facts of a Google Workspace customer the checks read, following every page: every user with
 * 2-Step Verification enrolment and enforcement, last sign-in, suspension and super administrator flag, and the
 * administrator roles assigned. A fact Google refuses or cannot answer is kept with the reason, never guessed.
 */
export async function gatherGoogleFacts(connection: GoogleConnection, now = new Date()): Promise<GoogleWorkspaceFacts> {
  const client = googleClient(connection, now);
  const users = await attempt(
    async () => (await list<'users', UserResource>(client, '/users', 'users', { maxResults: PAGE_SIZE, projection: 'full' })).map(userOf),
    'the users',
    connection.baseUrl,
  );
  const adminRoles = await attempt(() => adminRolesOf(client), 'the administrator role assignments', connection.baseUrl);
  return { domain: domainOf(connection.adminEmail), collectedAt: now.toISOString(), users, adminRoles };
}
