'use server';

import { redirect } from 'next/navigation';
import { backend } from '@/lib/backend';
import { requireSession } from '@/lib/dal';
import type { FormState } from '@/lib/schemas/form-state';
import { identityFrom } from '@/lib/workspace/identity';
import { acceptInvitation } from '@/lib/workspace/invitations';
import { WorkspaceError } from '@/lib/workspace/member';

/** Accepts the invitation `token` for the signed-in person, then opens the organization's dashboard. */
export async function acceptInvitationAction(token: string): Promise<FormState<never>> {
  const session = await requireSession();
  const info = await backend().myInformation(session.token);
  const person = identityFrom(backend().kind, info, session.uuid);
  if (!person) return { status: 'error', fieldErrors: {}, formError: 'Your account has no id this product can use. Contact support.' };
  try {
    await acceptInvitation(token, person);
  } catch (error) {
    if (error instanceof WorkspaceError) return { status: 'error', fieldErrors: {}, formError: error.message };
    throw error;
  }
  redirect('/manage');
}
