'use server';

import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { clientAddressOf } from '@/lib/client-address';
import { requireIdentity } from '@/lib/dal';
import { invitationAcceptLimit } from '@/lib/rate-limit/limiters';
import { spendWriteBudget } from '@/lib/rate-limit/write-budget';
import type { FormState } from '@/lib/schemas/form-state';
import { acceptInvitation } from '@/lib/workspace/organization';
import { WorkspaceError } from '@/lib/workspace/member';

/**
 * Accepts the invitation `token` for the signed-in person, then opens the organization's dashboard. Each attempt
 * spends the client's budget of invitation acceptances, so tokens cannot be tried one after another.
 */
export async function acceptInvitationAction(token: string): Promise<FormState<never>> {
  const person = await requireIdentity();
  const budget = await spendWriteBudget(invitationAcceptLimit, clientAddressOf(await headers()));
  if (!budget.ok) return { status: 'error', fieldErrors: {}, formError: budget.message };
  try {
    await acceptInvitation(token, person);
  } catch (error) {
    if (error instanceof WorkspaceError) return { status: 'error', fieldErrors: {}, formError: error.message };
    throw error;
  }
  redirect('/manage');
}
