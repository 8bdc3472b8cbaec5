import 'server-only';
import { headers } from 'next/headers';
import { notFound, redirect } from 'next/navigation';
import { backend } from '@/lib/backend';
import { requireSession } from '@/lib/dal';
import { guestAccess, type AuditorGuest } from '@/lib/workspace/audit-guests';
import { WorkspaceError } from '@/lib/workspace/member';
import { subjectOf } from '@/lib/workspace/organization';

/** Where a guest sets up two-factor sign-in, the only page they may use before it is on. */
export const GUEST_SECURITY_PATH = '/auditor/security';

/** What a guest must do before anything else. */
export const GUEST_MFA_REQUIRED = 'Set up two-factor authentication before you open the audit.';

/** The signed-in person's subject key (a session without one is no guest of anything). */
export async function sessionSubject(): Promise<string | null> {
  const session = await requireSession();
  return subjectOf(backend().kind, session.uuid);
}

/**
 * Why a request is refused as a guest of `auditId` (null when it may go on): `not-found` when the person is no
 * working guest of it (any other audit, organization or malformed id, a withdrawal, the access end), `two-factor`
 * while their account has no second factor. A signed-out request is sent to sign in first.
 */
export async function auditorGuestStanding(auditId: string): Promise<AuditorGuest | 'not-found' | 'two-factor'> {
  const subject = await sessionSubject();
  const access = subject ? await guestAccess(subject, auditId) : null;
  if (!access) return 'not-found';
  return access.twoFactorOn ? access.guest : 'two-factor';
}

/**
 * Call first in every page and server action of /auditor/[auditId]: the signed-in person as the guest of that audit,
 * read from the database on every request, so a withdrawal or the access end takes effect on the next request. Any
 * audit they are no guest of is answered 404 (its existence is not told); without two-factor sign-in a page goes to
 * its setup and a server action is refused. A route handler calls auditorGuestStanding and answers itself.
 */
export async function currentAuditorGuest(auditId: string): Promise<AuditorGuest> {
  const standing = await auditorGuestStanding(auditId);
  if (standing === 'not-found') {
    if ((await headers()).has('next-action')) throw new WorkspaceError('not-found', 'This audit was not found.');
    notFound();
  }
  if (standing === 'two-factor') {
    if ((await headers()).has('next-action')) throw new WorkspaceError('forbidden', GUEST_MFA_REQUIRED);
    redirect(GUEST_SECURITY_PATH);
  }
  return standing;
}

const plainHeaders = {
  'Content-Type': 'text/plain; charset=utf-8',
  'Cache-Control': 'private, no-store',
  'X-Content-Type-Options': 'nosniff',
};

/**
 * A guest's download route: runs `work` as the guest of `auditId`, else answers 404 (no guest of it) or 403 (no
 * second factor yet) in plain text; a refusal of the work (a record outside the scope) is answered with its status.
 */
export async function guestDownload(auditId: string, work: (guest: AuditorGuest) => Promise<Response>): Promise<Response> {
  const standing = await auditorGuestStanding(auditId);
  if (standing === 'not-found') return new Response('Not found.', { status: 404, headers: plainHeaders });
  if (standing === 'two-factor') return new Response(GUEST_MFA_REQUIRED, { status: 403, headers: plainHeaders });
  try {
    return await work(standing);
  } catch (error) {
    if (error instanceof WorkspaceError) return new Response(error.message, { status: error.status, headers: plainHeaders });
    throw error;
  }
}
