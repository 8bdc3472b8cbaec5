import type { Unknown } from '@/lib/checks/types';
import { everyPage, type JsonClient } from '../framework/http';
import { graphClient } from './client';
import type { EntraConnection } from './connection';
import { GLOBAL_ADMIN, GLOBAL_ADMIN_TEMPLATE, type EntraFacts, type EntraPolicy, type EntraUser } from './facts';
import { unknownOf } from './failures';
import { ENTRA_PERMISSIONS } from './profile';

/** The largest page /users serves. */
const PAGE_SIZE = 999;
const USER_FIELDS = 'id,userPrincipalName,mail,givenName,surname,displayName,department,createdDateTime,accountEnabled,userType';

type Page<T> = { value?: T[]; '@odata.nextLink'?: string };
type UserResource = Partial<
  Record<'id' | 'userPrincipalName' | 'mail' | 'givenName' | 'surname' | 'department' | 'createdDateTime' | 'userType', string | null>
> & {
  accountEnabled?: boolean | null;
};
type PolicyResource = {
  id?: string;
  displayName?: string;
  state?: string;
  conditions?: { users?: { includeUsers?: string[] }; applications?: { includeApplications?: string[] } };
  grantControls?: { builtInControls?: string[]; authenticationStrength?: { displayName?: string } | null } | null;
};
type RoleResource = { id?: string; displayName?: string; roleTemplateId?: string };
type MemberResource = { '@odata.type'?: string; id?: string };

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item) => typeof item === 'string') : []);
const iso = (value: unknown): string | null => {
  const time = typeof value === 'string' ? Date.parse(value) : NaN;
  return Number.isNaN(time) ? null : new Date(time).toISOString();
};

function userOf(resource: UserResource): EntraUser {
  const principal = text(resource.userPrincipalName).toLowerCase();
  return {
    id: text(resource.id),
    principal,
    email: text(resource.mail).toLowerCase() || principal,
    firstName: text(resource.givenName),
    lastName: text(resource.surname),
    department: text(resource.department) || null,
    created: iso(resource.createdDateTime),
    enabled: resource.accountEnabled === true,
    guest: text(resource.userType) === 'Guest',
  };
}

const policyOf = (resource: PolicyResource): EntraPolicy => ({
  id: text(resource.id),
  name: text(resource.displayName) || text(resource.id),
  state: text(resource.state),
  includeUsers: strings(resource.conditions?.users?.includeUsers),
  includeApplications: strings(resource.conditions?.applications?.includeApplications),
  builtInControls: strings(resource.grantControls?.builtInControls),
  authenticationStrength: text(resource.grantControls?.authenticationStrength?.displayName) || null,
});

/** Every item of a Graph collection, each page followed through its @odata.nextLink. */
const list = <T>(client: JsonClient, path: string, query: Record<string, string | number> = {}) =>
  everyPage<T>(async (next) => {
    const page = await client.get<Page<T>>(next ?? path, next ? {} : query);
    return { items: page.value ?? [], next: page['@odata.nextLink'] };
  });

/** Answers `read()`, or why it could not be read. */
async function attempt<T>(read: () => Promise<T>, what: string, permission: string, graphUrl: string): Promise<T | Unknown> {
  try {
    return await read();
  } catch (error) {
    return unknownOf(error, what, permission, graphUrl);
  }
}

/** The names of the activated directory roles each user is a member of (groups and apps left out). */
async function adminRolesOf(client: JsonClient): Promise<Record<string, string[]>> {
  const roles = await list<RoleResource>(client, '/directoryRoles');
  const byUser: Record<string, string[]> = {};
  for (const role of roles) {
    const name = role.roleTemplateId === GLOBAL_ADMIN_TEMPLATE ? GLOBAL_ADMIN : text(role.displayName) || text(role.id);
    // Each role's members page by page: an expanded list would stop at Graph's first 20.
    const members = await list<MemberResource>(client, `/directoryRoles/${encodeURIComponent(text(role.id))}/members`);
    for (const member of members) {
      if (member['@odata.type'] !== '#microsoft.graph.user' || !member.id) continue;
      (byUser[member.id] ??= []).push(name);
    }
  }
  return byUser;
}

async function mfaRegisteredOf(client: JsonClient): Promise<Record<string, boolean>> {
  const details = await list<{ id?: string; isMfaRegistered?: boolean }>(client, '/reports/authenticationMethods/userRegistrationDetails');
  return Object.fromEntries(details.filter((detail) => detail.id).map((detail) => [String(detail.id), detail.isMfaRegistered === true]));
}

/**
 * Gathers the facts of an Entra ID tenant the checks read, following every page: the users with enabled state and
 * guest type, the MFA registration report, the conditional access policies and the directory roles' members. A list
 * Graph refuses (a permission not granted) or cannot answer is kept with the reason, naming the permission; the
 * others are read on. People's leavers are added by the run.
 */
export async function gatherEntraFacts(connection: EntraConnection, now = new Date()): Promise<EntraFacts> {
  const client = graphClient(connection);
  const { graphUrl } = connection;
  const users = await attempt(
    async () => (await list<UserResource>(client, '/users', { $select: USER_FIELDS, $top: PAGE_SIZE })).map(userOf),
    'the users',
    ENTRA_PERMISSIONS.users,
    graphUrl,
  );
  const mfaRegistered = await attempt(
    () => mfaRegisteredOf(client),
    'the MFA registration report',
    ENTRA_PERMISSIONS.registration,
    graphUrl,
  );
  const policies = await attempt(
    async () => (await list<PolicyResource>(client, '/identity/conditionalAccess/policies')).map(policyOf),
    'the conditional access policies',
    ENTRA_PERMISSIONS.policies,
    graphUrl,
  );
  const adminRoles = await attempt(() => adminRolesOf(client), 'the directory roles', ENTRA_PERMISSIONS.roles, graphUrl);
  return { tenant: connection.tenantId, collectedAt: now.toISOString(), users, mfaRegistered, policies, adminRoles, leavers: [] };
}
