import type { Metadata } from 'next';
import { AccountActionForm } from '@/components/account/account-action-form';
import { AuthCard } from '@/components/auth/auth-card';
import { TextField } from '@/components/ui/field';
import { requireSession } from '@/lib/dal';
import { NO_ORGANIZATION_MESSAGE } from '@/lib/workspace/organization';
import { foundOrganizationAction } from './actions';

export const metadata: Metadata = { title: 'No organization', robots: { index: false, follow: false } };

/** Where a signed-in person removed from their organization lands: ask for a new invitation, or start anew. */
export default async function NoOrganizationPage() {
  await requireSession();
  return (
    <AuthCard title="No organization" lead={NO_ORGANIZATION_MESSAGE}>
      <p className="mb-4 text-sm text-slate-700">Or start a new organization of your own:</p>
      <AccountActionForm action={foundOrganizationAction} submitLabel="Create Organization" pendingLabel="Creating…">
        <TextField label="Organization name" name="name" required autoComplete="organization" />
      </AccountActionForm>
    </AuthCard>
  );
}
