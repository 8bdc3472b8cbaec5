'use server';

import { redirect } from 'next/navigation';
import { requireIdentity } from '@/lib/dal';
import type { FormState } from '@/lib/schemas/form-state';
import { acceptInvitation } from '@/lib/workspace/organization';
import { WorkspaceError } from '@/lib/workspace/member';

/** Accepts the invitation `token` for the signed-in person, then opens the organization's dashboard. */
export async function acceptInvitationAction(token: string): Promise<FormState<never>> {
  const person = await requireIdentity();
  try {
    await acceptInvitation(token, person);
  } catch (error) {
    if (error instanceof WorkspaceError) return { status: 'error', fieldErrors: {}, formError: error.message };
    throw error;
  }
  redirect('/manage');
}
