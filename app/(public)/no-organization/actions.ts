'use server';

import { redirect } from 'next/navigation';
import { backend } from '@/lib/backend';
import { requireSession } from '@/lib/dal';
import { fieldErrorsOf, formValues, type FormState } from '@/lib/schemas/form-state';
import { organizationNameSchema } from '@/lib/schemas/settings';
import { identityFrom } from '@/lib/workspace/identity';
import { foundOrganization } from '@/lib/workspace/organizations';

/** Founds a new organization for a signed-in person who belongs to none, with them as its admin. */
export async function foundOrganizationAction(_previous: FormState<never>, formData: FormData): Promise<FormState<never>> {
  const session = await requireSession();
  const parsed = organizationNameSchema.safeParse(formValues(formData));
  if (!parsed.success) return { status: 'error', fieldErrors: fieldErrorsOf(parsed.error) };
  const person = identityFrom(backend().kind, await backend().myInformation(session.token), session.uuid);
  if (!person) return { status: 'error', fieldErrors: {}, formError: 'Your account has no id this product can use. Contact support.' };
  await foundOrganization(parsed.data.name, person);
  redirect('/manage');
}
