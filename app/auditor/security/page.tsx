import { GuestTwoFactor } from '@/components/auditor/guest-two-factor';
import { PageHeader } from '@/components/ui/page-header';
import { requireIdentity } from '@/lib/dal';
import { guestTwoFactorState } from '@/lib/workspace/audit-guests';
import { confirmGuestSetupAction, startGuestSetupAction } from './actions';

export const dynamic = 'force-dynamic';

/** Where a guest turns on two-factor sign-in: nothing of an audit opens before it is on. */
export default async function GuestSecurityPage() {
  const person = await requireIdentity();
  const state = await guestTwoFactorState(person);
  return (
    <>
      <PageHeader
        title="Two-factor authentication"
        description="The organization's audit opens only to auditors who sign in with a second factor."
      />
      {state === null ? (
        <p className="text-sm text-slate-700">Auditor access needs an account of this product, with its own two-factor sign-in.</p>
      ) : (
        <GuestTwoFactor
          on={state.enabledAt !== null}
          account={person.email}
          actions={{ start: startGuestSetupAction, confirm: confirmGuestSetupAction }}
        />
      )}
    </>
  );
}
