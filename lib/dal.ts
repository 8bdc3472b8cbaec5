import 'server-only';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { cache } from 'react';
import { backend, BackendError } from '@/lib/backend';
import { REQUEST_PATH_HEADER, safeRedirect } from '@/lib/safe-redirect';
import { readSession, type SessionData } from '@/lib/session';
import { MFA_SETUP_REQUIRED } from '@/lib/schemas/organization/two-factor-texts';
import { identityFrom, memberStanding, mfaSetupOwed, subjectOf } from '@/lib/workspace/organization';
import type { Member } from '@/lib/workspace/member';
import { currentMembership, NO_ORGANIZATION_PATH, startOrganization, type Identity as Person } from '@/lib/workspace/organization';
import { WorkspaceError } from '@/lib/workspace/member';
import { isAuditGuest } from '@/lib/workspace/audit-guests';

/** Where an auditor guest works: the only signed-in area a person without a membership who is a guest may use. */
export const AUDITOR_HOME = '/auditor';

/** The session of a signed-in user, without the backend token (which never leaves the server's own calls). */
export type VerifiedSession = Omit<SessionData, 'token' | 'exp'>;

/**
 * Where a render lands when its session is missing or no longer valid: a route handler clears the cookie and
 * then sends the browser to /login?redirect=<path>.
 */
export function sessionExpiredUrl(path: string): string {
  return `/api/user-management/session-expired?redirect=${encodeURIComponent(safeRedirect(path))}`;
}

/** The path and query being rendered, as proxy.ts recorded it (it overwrites any value a client sends). */
export async function signedInPath(): Promise<string> {
  return safeRedirect((await headers()).get(REQUEST_PATH_HEADER));
}

/**
 * The full session (token included) of the current request, checked against the backend when that is cheap
 * (embedded tokens can be revoked). Redirects to the sign-in page when there is none. Server-side use only.
 */
export const requireSession = cache(async (): Promise<SessionData> => {
  const session = await readSession();
  if (!session) redirect(sessionExpiredUrl(await signedInPath()));
  const active = await backend()
    .isTokenActive(session.token)
    .catch(() => true);
  if (active === false) redirect(sessionExpiredUrl(await signedInPath()));
  return session;
});

/**
 * Call first in every /manage layout, server action and route handler that reads or changes signed-in data:
 * returns the session when the cookie is valid; otherwise redirects to /login?redirect=… (never returns).
 */
export async function verifySession(): Promise<VerifiedSession> {
  return withoutToken(await requireSession());
}

function withoutToken({ nickname, headimgurl, type, uuid, time_zone, cart }: SessionData): VerifiedSession {
  return { nickname, headimgurl, type, uuid, time_zone, cart };
}

/**
 * For route handlers that answer JSON: the session when it is valid, else null, so the handler answers 401 and
 * the browser's apiFetch() ends the session and shows the Tips dialog (instead of following a redirect).
 */
export async function sessionOrNull(): Promise<VerifiedSession | null> {
  const session = await readSession();
  if (!session) return null;
  const active = await backend()
    .isTokenActive(session.token)
    .catch(() => true);
  return active === false ? null : withoutToken(session);
}

/**
 * The signed-in person's membership and whether they owe the two-factor setup, read once per request: a person with
 * no membership yet goes through firstMembership().
 */
const memberOfRequest = cache(async (): Promise<{ member: Member; mfaSetupOwed: boolean }> => {
  const session = await requireSession();
  // A sign-in the identity provider said was multi-factor owes no second factor of the product's own.
  const providerProved = session.secondFactor === 'provider';
  const subject = subjectOf(backend().kind, session.uuid);
  const standing = subject ? await memberStanding(subject) : null;
  if (standing) return providerProved ? { ...standing, mfaSetupOwed: false } : standing;
  // An auditor guest is no member: they are never given an organization of their own, so /manage stays closed.
  if (subject && (await isAuditGuest(subject))) redirect(AUDITOR_HOME);
  const member = await firstMembership();
  return { member, mfaSetupOwed: !providerProved && (await mfaSetupOwed(member)) };
});

/**
 * The signed-in person's membership, without the two-factor requirement: for Settings › Security and its two-factor
 * actions, the only screen a member who owes the setup may use. Everything else calls requireMember().
 */
export async function requireMemberDuringMfaSetup(): Promise<Member> {
  return (await memberOfRequest()).member;
}

/** Settings › Security, where a member whose organization requires two-factor sign-in sets it up. */
export const MFA_SETUP_PATH = '/manage/settings?path=security';

/** Whether a path and query (as proxy.ts records it) is the two-factor setup. */
export function isMfaSetupPath(path: string): boolean {
  const url = new URL(path, 'http://same-origin.invalid');
  return url.pathname === '/manage/settings' && url.searchParams.get('path') === 'security';
}

/**
 * Call first in every /manage page, server action and route handler that reads or changes management records
 * (docs/architecture.md): the signed-in person's membership, read from the database on every request (never
 * from the cookie), so a removed member or a changed role takes effect on the next request. A person with no
 * membership yet (a provider account's first visit, an account older than organizations) gets an organization
 * named from their profile; a removed member is sent to a page that says so. A member whose organization requires
 * two-factor sign-in and who has not set it up is held at the setup: a page or a download goes there, a server
 * action is refused with a message.
 */
export async function requireMember(): Promise<Member> {
  const { member, mfaSetupOwed: owesSetup } = await memberOfRequest();
  if (owesSetup) {
    if ((await headers()).has('next-action')) throw new WorkspaceError('forbidden', MFA_SETUP_REQUIRED);
    redirect(MFA_SETUP_PATH);
  }
  return member;
}

/** A signed-in person and the company name of their profile (the name a first organization takes). */
export type Identity = Person & { companyName: string };

/**
 * The signed-in person as the backends know them (subject key, e-mail, name), from the backend's profile: for
 * accepting an invitation or founding an organization. A profile the backend no longer honours ends the session.
 */
export const requireIdentity = cache(async (): Promise<Identity> => {
  const session = await requireSession();
  let info;
  try {
    info = await backend().myInformation(session.token);
  } catch (error) {
    if (error instanceof BackendError && error.kind === 'unauthorized') redirect(sessionExpiredUrl(await signedInPath()));
    throw error;
  }
  const identity = identityFrom(backend().kind, info, session.uuid);
  if (!identity) throw new Error('The sign-in profile carries no user id, so no organization can be found for it.');
  return { ...identity, companyName: info.company_name.trim() };
});

async function firstMembership(): Promise<Member> {
  const identity = await requireIdentity();
  const existing = await currentMembership(identity.subject);
  if (existing) return existing;
  try {
    return await startOrganization(identity.companyName || `${identity.displayName}'s organization`, identity);
  } catch (error) {
    if (error instanceof WorkspaceError && error.kind === 'forbidden') redirect(NO_ORGANIZATION_PATH);
    throw error;
  }
}
