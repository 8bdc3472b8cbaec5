'use server';

import { redirect } from 'next/navigation';
import { requireIdentity } from '@/lib/dal';
import { fieldErrorsOf, formValues, type FormState } from '@/lib/schemas/form-state';
import { organizationNameSchema } from '@/lib/schemas/organization/settings';
import { foundOrganization } from '@/lib/workspace/organization';

/** Founds a new organization for a signed-in person who belongs to none, with them as its admin. */
export async function foundOrganizationAction(_previous: FormState<never>, formData: FormData): Promise<FormState<never>> {
  const person = await requireIdentity();
  const parsed = organizationNameSchema.safeParse(formValues(formData));
  if (!parsed.success) return { status: 'error', fieldErrors: fieldErrorsOf(parsed.error) };
  await foundOrganization(parsed.data.name, person);
  redirect('/manage');
}
