import { DAY_MS, dayOf } from '../calendar-days';
import { pageOfRows, type ListPage } from '../list-query';
import { personStatusOn } from '../people/rules';
import { versionParts } from './lifecycle';

/**
 * Who must accept an approved policy and where each of them stands. A policy's scope is everyone or chosen
 * departments: each person employed on the day (started, and not left) in its scope must accept it.
 */

/** How long a personal acceptance link can be used. */
export const LINK_LIFETIME_DAYS = 14;
/** How much of a browser's User-Agent an acceptance keeps. */
export const USER_AGENT_LENGTH = 300;

export type AcceptanceVia = 'in-product' | 'link';
export type StoredAcceptance = { personId: string; versionLabel: string; acceptedAt: Date };
export type RosterPerson = {
  id: string;
  name: string;
  email: string;
  department: string;
  memberId: string | null;
  startDate: string;
  endDate: string | null;
};

/** A policy's scope: the departments whose people accept it; empty means everyone. */
export type AcceptanceScope = readonly string[];

/** Whether a person of `department` is in `scope`: everyone is in an empty scope, else their department is chosen. */
export function inAcceptanceScope(department: string, scope: AcceptanceScope): boolean {
  return scope.length === 0 || scope.includes(department);
}

/** "Everyone", or the chosen departments: "Engineering", "Engineering and Sales", "Engineering, HR and Sales". */
export function acceptanceScopeText(scope: AcceptanceScope): string {
  if (scope.length === 0) return 'Everyone';
  const sorted = [...scope].sort((a, b) => a.localeCompare(b));
  return sorted.length === 1 ? sorted[0]! : `${sorted.slice(0, -1).join(', ')} and ${sorted.at(-1)}`;
}

/** The refusal of an acceptance by a person whose department the policy does not ask. */
export const OUT_OF_SCOPE_MESSAGE =
  'This policy is not asked of your department, so there is no acceptance to record. Ask an administrator if you think it should be.';

export type AcceptanceStatus = { state: 'accepted'; versionLabel: string; day: string } | { state: 'pending' };
export type RosterRow = { personId: string; name: string; email: string; hasLogin: boolean; status: AcceptanceStatus };
export type AcceptanceRoster = { versionLabel: string; rows: RosterRow[]; accepted: number; total: number };

/** Whether `person` must accept the organization's policies on `today`: employed that day. */
export function mustAccept(person: { startDate: string; endDate: string | null }, today: string): boolean {
  return personStatusOn(person, today) === 'active';
}

/**
 * Whether an acceptance of `acceptedLabel` still counts for the approved `currentLabel`: a minor edit keeps it
 * (v1.2 counts for v1.2, v1.3, …), a new major version asks again (v1.x does not count for v2.0), and an
 * acceptance of a later version than the current one (a text since replaced) does not count.
 */
export function acceptanceCovers(acceptedLabel: string, currentLabel: string): boolean {
  const [acceptedMajor, acceptedMinor] = versionParts(acceptedLabel);
  const [currentMajor, currentMinor] = versionParts(currentLabel);
  return acceptedMajor === currentMajor && acceptedMinor <= currentMinor;
}

/** A person's status for `currentLabel` from their acceptances: the latest one that still counts, or pending. */
export function acceptanceStatus(acceptances: readonly StoredAcceptance[], currentLabel: string): AcceptanceStatus {
  const counted = acceptances
    .filter((acceptance) => acceptanceCovers(acceptance.versionLabel, currentLabel))
    .sort((a, b) => b.acceptedAt.getTime() - a.acceptedAt.getTime())[0];
  if (!counted) return { state: 'pending' };
  return { state: 'accepted', versionLabel: counted.versionLabel, day: dayOf(counted.acceptedAt) };
}

/**
 * Everyone who must accept the policy at `currentLabel` on `today` (employed, and in `scope`), by name, with their
 * status and the counts.
 */
export function acceptanceRoster(
  people: readonly RosterPerson[],
  acceptances: readonly StoredAcceptance[],
  currentLabel: string,
  today: string,
  scope: AcceptanceScope = [],
): AcceptanceRoster {
  const rows = people
    .filter((person) => mustAccept(person, today) && inAcceptanceScope(person.department, scope))
    .map((person) => ({
      personId: person.id,
      name: person.name,
      email: person.email,
      hasLogin: person.memberId !== null,
      status: acceptanceStatus(
        acceptances.filter((acceptance) => acceptance.personId === person.id),
        currentLabel,
      ),
    }))
    .sort((a, b) => a.name.localeCompare(b.name) || a.personId.localeCompare(b.personId));
  const accepted = rows.filter((row) => row.status.state === 'accepted').length;
  return { versionLabel: currentLabel, rows, accepted, total: rows.length };
}

/** One page of a roster, with the counts of the whole roster: what a policy's page shows. */
export type RosterPage = ListPage<RosterRow> & { versionLabel: string; accepted: number };

/** Page `page` of the roster (kept within the last page), its counts taken from every row, not from the page's. */
export function rosterPage(roster: AcceptanceRoster, page: number): RosterPage {
  return { ...pageOfRows(roster.rows, page), versionLabel: roster.versionLabel, accepted: roster.accepted };
}

/**
 * The person `personId`'s own status on the roster, whichever page shows it: null when the member is not among the
 * people, 'not-asked' when the roster leaves them out (outside the scope, or not employed today).
 */
export function ownAcceptance(roster: AcceptanceRoster, personId: string | null): AcceptanceStatus | 'not-asked' | null {
  if (!personId) return null;
  return roster.rows.find((row) => row.personId === personId)?.status ?? 'not-asked';
}

/** "12 of 15 accepted". */
export function acceptanceCountText(roster: { accepted: number; total: number }): string {
  return `${roster.accepted} of ${roster.total} accepted`;
}

/** The pending people a link is made for: those without a login (members accept when signed in). */
export function peopleNeedingLinks(roster: AcceptanceRoster): RosterRow[] {
  return roster.rows.filter((row) => !row.hasLogin && row.status.state === 'pending');
}

/**
 * Why a policy cannot be accepted through a personal link; `ended`: the person it was made for has left (their end
 * date is reached); `accepted`: their acceptance of this policy already counts.
 */
export type LinkProblem = 'accepted' | 'expired' | 'changed' | 'ended';

export const linkProblemMessages: Record<LinkProblem | 'not-found', string> = {
  'not-found': 'This acceptance link is not valid. Ask the person who sent it for a new one.',
  accepted: 'You have already accepted this policy. Your acceptance was recorded when you gave it.',
  expired: 'This acceptance link has expired. Ask the person who sent it for a new one.',
  changed: 'This policy has changed since the link was made. Ask the person who sent it for a new link.',
  ended: 'This link has ended: the person it was made for has left the organization, so nothing can be recorded through it.',
};

/**
 * Why a policy a link names, made for `link.versionLabel`, cannot be accepted through it at `now`, or null when it
 * can. `current` is the policy's approved version (null when it is no longer approved) and whether the person's
 * acceptance of it already counts. Expired first, then a policy no longer approved or in a new major version, then
 * one already accepted: each policy is accepted once.
 */
export function linkProblem(
  link: { versionLabel: string; expiresAt: Date },
  current: { versionLabel: string | null; accepted: boolean },
  now: Date,
): LinkProblem | null {
  if (link.expiresAt.getTime() <= now.getTime()) return 'expired';
  if (current.versionLabel === null || versionParts(current.versionLabel)[0] !== versionParts(link.versionLabel)[0]) return 'changed';
  if (current.accepted) return 'accepted';
  return null;
}

/** When a link made at `now` stops working. */
export function linkExpiry(now: Date): Date {
  return new Date(now.getTime() + LINK_LIFETIME_DAYS * DAY_MS);
}

/** The User-Agent as kept: trimmed and at most USER_AGENT_LENGTH characters. */
export function keptUserAgent(userAgent: string | null | undefined): string {
  return (userAgent ?? '').trim().slice(0, USER_AGENT_LENGTH);
}
