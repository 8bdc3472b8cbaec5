import type { Metadata } from 'next';
import Link from 'next/link';
import { AccountActionForm } from '@/components/account/account-action-form';
import { AuthCard } from '@/components/auth/auth-card';
import { FormAlert } from '@/components/auth/form-alert';
import { buttonClasses } from '@/components/ui/button';
import { teamRoleInfo } from '@/lib/schemas/organization/settings';
import { readSession } from '@/lib/session';
import { INVITATION_NOT_FOUND, invitationMessages, viewInvitation } from '@/lib/workspace/organization';
import { acceptInvitationAction } from './actions';

export const metadata: Metadata = { title: 'Invitation', robots: { index: false, follow: false } };
// Rendered per request under the proxy's nonce policy: a page kept between requests would carry no nonce.
export const dynamic = 'force-dynamic';

/** An invitation link: who invites whom, and how to accept (sign in first, or create an account). */
export default async function InvitationPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const invitation = /^[\w-]{20,100}$/.test(token) ? await viewInvitation(token) : null;
  const state = invitation?.state;
  if (!invitation || state !== 'pending') {
    return (
      <AuthCard title="Invitation" lead="This link cannot be used.">
        <FormAlert message={state && state !== 'pending' ? invitationMessages[state] : INVITATION_NOT_FOUND} />
      </AuthCard>
    );
  }
  const role = teamRoleInfo[invitation.role];
  const here = `/invitations/${token}`;
  const signedIn = (await readSession()) !== null;
  return (
    <AuthCard title={`Join ${invitation.organizationName}`} lead={`You are invited as ${role.label}: ${role.description.toLowerCase()}.`}>
      <p className="mb-4 text-sm text-slate-700">
        The invitation was sent to <strong>{invitation.email}</strong>.
      </p>
      {signedIn ? (
        <AccountActionForm action={acceptInvitationAction.bind(null, token)} submitLabel="Accept Invitation" pendingLabel="Joining…" />
      ) : (
        <div className="space-y-3">
          <Link href={`/login?redirect=${encodeURIComponent(here)}`} className={buttonClasses('primary', 'block w-full text-center')}>
            Sign in to accept
          </Link>
          <Link
            href={`/register?invitation=${encodeURIComponent(token)}`}
            className={buttonClasses('secondary', 'block w-full text-center')}
          >
            Create an account
          </Link>
        </div>
      )}
    </AuthCard>
  );
}
