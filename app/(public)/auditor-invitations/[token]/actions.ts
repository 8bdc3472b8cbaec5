'use server';

import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { clientAddressOf } from '@/lib/client-address';
import { requireIdentity } from '@/lib/dal';
import { invitationAcceptLimit } from '@/lib/rate-limit/limiters';
import { spendWriteBudget } from '@/lib/rate-limit/write-budget';
import type { FormState } from '@/lib/schemas/form-state';
import { acceptGuestInvitation } from '@/lib/workspace/audit-guests';
import { WorkspaceError } from '@/lib/workspace/member';

/**
 * Accepts the auditor invitation `token` for the signed-in person (its e-mail must be theirs), then opens the audit,
 * which first asks for the two-factor setup. Each attempt spends the client's budget of invitation acceptances.
 */
export async function acceptGuestInvitationAction(token: string): Promise<FormState<never>> {
  const person = await requireIdentity();
  const budget = await spendWriteBudget(invitationAcceptLimit, clientAddressOf(await headers()));
  if (!budget.ok) return { status: 'error', fieldErrors: {}, formError: budget.message };
  let auditId: string;
  try {
    ({ auditId } = await acceptGuestInvitation(token, person));
  } catch (error) {
    if (error instanceof WorkspaceError) return { status: 'error', fieldErrors: {}, formError: error.message };
    throw error;
  }
  redirect(`/auditor/${auditId}`);
}
