'use server';

import { memberActionOnObject } from '@/lib/actions/member-action';
import { answersOf, activateHipaa as checkConfirmation, hipaaMessages } from '@/lib/domain/frameworks/hipaa-wizard';
import { hipaaActivationSchema } from '@/lib/schemas/frameworks/hipaa-wizard';
import { activateHipaa } from '@/lib/workspace/frameworks';

/**
 * Activate HIPAA: checks the wizard's answers and the confirmation, stores the answers and makes HIPAA Active
 * for the organization (members and admins). An already active HIPAA gets its answers updated.
 */
export const activateHipaaAction = memberActionOnObject({
  write: activateHipaa,
  schema: hipaaActivationSchema.superRefine(({ choices }, context) => {
    const confirmation = checkConfirmation(choices);
    if (!confirmation.ok) context.addIssue({ code: 'custom', path: ['choices', 'confirmed'], message: confirmation.message });
  }),
  invalid: { message: (errors) => errors['choices.confirmed'] ?? 'Some answers are not valid. Check each step and try again.' },
  work: async (member, { choices, version }) => {
    const saved = await activateHipaa(member, answersOf(choices), version);
    return {
      record: { status: saved.status, answers: saved.answers, version: saved.version },
      message: saved.wasActive ? hipaaMessages.updated : hipaaMessages.activated,
    };
  },
  revalidate: () => ['/manage/hipaaActivate', '/manage/frameworks', '/manage', '/manage/policies'],
});
