import { SCIM_GROUP_SCHEMA, SCIM_LIST_SCHEMA, SCIM_USER_SCHEMA } from '@/lib/schemas/scim/records';
import type { ScimUserFields } from './users';

/** A User as stored, with its identity and times. */
export type ScimUserRecord = ScimUserFields & { id: string; version: number; createdAt: Date; updatedAt: Date };

/** A Group as stored, with its members' ids and names. */
export type ScimGroupRecord = {
  id: string;
  displayName: string;
  externalId: string | null;
  version: number;
  createdAt: Date;
  updatedAt: Date;
  members: { value: string; display: string }[];
};

function meta(resourceType: 'User' | 'Group', base: string, record: { id: string; version: number; createdAt: Date; updatedAt: Date }) {
  return {
    resourceType,
    created: record.createdAt.toISOString(),
    lastModified: record.updatedAt.toISOString(),
    location: `${base}/${resourceType}s/${record.id}`,
    version: `W/"${record.version}"`,
  };
}

/** A User resource (RFC 7643 §4.1); `base` is the SCIM root URL (`https://…/scim/v2`). */
export function userResource(user: ScimUserRecord, base: string) {
  return {
    schemas: [SCIM_USER_SCHEMA],
    id: user.id,
    ...(user.externalId ? { externalId: user.externalId } : {}),
    userName: user.userName,
    name: { givenName: user.givenName, familyName: user.familyName, formatted: `${user.givenName} ${user.familyName}`.trim() },
    displayName: user.displayName,
    emails: [{ value: user.email, type: 'work', primary: true }],
    active: user.active,
    meta: meta('User', base, user),
  };
}

/** A Group resource (RFC 7643 §4.2). */
export function groupResource(group: ScimGroupRecord, base: string, withMembers = true) {
  return {
    schemas: [SCIM_GROUP_SCHEMA],
    id: group.id,
    ...(group.externalId ? { externalId: group.externalId } : {}),
    displayName: group.displayName,
    ...(withMembers ? { members: group.members.map(({ value, display }) => ({ value, display, $ref: `${base}/Users/${value}` })) } : {}),
    meta: meta('Group', base, group),
  };
}

/** A page of a list (RFC 7644 §3.4.2): `startIndex` is 1-based. */
export function listResponse(resources: unknown[], totalResults: number, startIndex: number) {
  return { schemas: [SCIM_LIST_SCHEMA], totalResults, startIndex, itemsPerPage: resources.length, Resources: resources };
}

/** The largest page a list answers, and the default when `count` is not sent. */
export const SCIM_MAX_PAGE = 200;

/** `startIndex` and `count` of a list's query (RFC 7644 §3.4.2.4): below 1 counts as 1, a negative count as 0. */
export function pageOf(query: URLSearchParams): { startIndex: number; count: number } | { detail: string } {
  const read = (name: string, fallback: number) => {
    const raw = query.get(name);
    if (raw === null || raw.trim() === '') return fallback;
    return /^-?\d+$/.test(raw.trim()) ? Number(raw) : Number.NaN;
  };
  const startIndex = read('startIndex', 1);
  const count = read('count', SCIM_MAX_PAGE);
  if (Number.isNaN(startIndex) || Number.isNaN(count)) return { detail: 'startIndex and count must be whole numbers.' };
  return { startIndex: Math.max(1, startIndex), count: Math.min(SCIM_MAX_PAGE, Math.max(0, count)) };
}
