import type { Metadata } from 'next';
import Link from 'next/link';
import { AccountActionForm } from '@/components/account/account-action-form';
import { GuestSignUpForm } from '@/components/auditor/guest-sign-up-form';
import { AuthCard } from '@/components/auth/auth-card';
import { FormAlert } from '@/components/auth/form-alert';
import { buttonClasses } from '@/components/ui/button';
import { accounts } from '@/lib/backend';
import { readSession } from '@/lib/session';
import { GUEST_INVITATION_NOT_FOUND, guestInvitationMessages, viewGuestInvitation } from '@/lib/workspace/audit-guests';
import { acceptGuestInvitationAction } from './actions';

export const metadata: Metadata = { title: 'Auditor invitation', robots: { index: false, follow: false } };
// Rendered per request under the proxy's nonce policy: a page kept between requests would carry no nonce.
export const dynamic = 'force-dynamic';

/** An auditor's invitation link: which audit, and how to accept (sign in with the invited address, or sign up). */
export default async function AuditorInvitationPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const invitation = /^[\w-]{20,100}$/.test(token) ? await viewGuestInvitation(token) : null;
  const state = invitation?.state;
  if (!invitation || state !== 'pending') {
    return (
      <AuthCard title="Auditor invitation" lead="This link cannot be used.">
        <FormAlert message={state && state !== 'pending' ? guestInvitationMessages[state] : GUEST_INVITATION_NOT_FOUND} />
      </AuthCard>
    );
  }
  const here = `/auditor-invitations/${token}`;
  const signedIn = (await readSession()) !== null;
  return (
    <AuthCard
      title={`Audit ${invitation.auditName}`}
      lead={`${invitation.organizationName} invites ${invitation.name} (${invitation.firm}) to see this audit as its auditor, read-only.`}
    >
      <p className="mb-4 text-sm text-slate-700">
        The invitation was sent to <strong>{invitation.email}</strong>. Two-factor authentication is required before the audit opens.
      </p>
      {signedIn ? (
        <AccountActionForm
          action={acceptGuestInvitationAction.bind(null, token)}
          submitLabel="Accept Invitation"
          pendingLabel="Accepting…"
        />
      ) : (
        <div className="space-y-4">
          {accounts() && <GuestSignUpForm token={token} email={invitation.email} />}
          <Link href={`/login?redirect=${encodeURIComponent(here)}`} className={buttonClasses('secondary', 'block w-full text-center')}>
            I have an account: sign in to accept
          </Link>
        </div>
      )}
    </AuthCard>
  );
}
