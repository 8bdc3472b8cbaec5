'use server';

import { headers } from 'next/headers';
import { clientAddressOf } from '@/lib/client-address';
import { questionnaireFormSchema } from '@/lib/domain/vendors/questionnaire';
import { questionnaireLinkMessages } from '@/lib/domain/vendors/rules';
import { vendorQuestionnaireAnswerLimit } from '@/lib/rate-limit/limiters';
import { spendWriteBudget } from '@/lib/rate-limit/write-budget';
import { fieldErrorsOf, formValues, type FormState } from '@/lib/schemas/form-state';
import { WorkspaceError } from '@/lib/workspace/member';
import { answerQuestionnaire } from '@/lib/workspace/vendors';

/** Links carry 43 characters (32 random bytes in base64url); anything much longer was not made here. */
const MAX_TOKEN_LENGTH = 200;

/**
 * Send answers through a one-time questionnaire link: no session, the token names the review. Each attempt spends
 * the client's budget, so tokens cannot be tried one after another.
 */
export async function answerQuestionnaireAction(
  token: unknown,
  _previous: FormState<{ vendorName: string }>,
  formData: FormData,
): Promise<FormState<{ vendorName: string }>> {
  if (typeof token !== 'string' || token.length > MAX_TOKEN_LENGTH) {
    return { status: 'error', fieldErrors: {}, formError: questionnaireLinkMessages['not-found'] };
  }
  const budget = await spendWriteBudget(vendorQuestionnaireAnswerLimit, clientAddressOf(await headers()));
  if (!budget.ok) return { status: 'error', fieldErrors: {}, formError: budget.message };
  const parsed = await questionnaireFormSchema.safeParseAsync(formValues(formData));
  if (!parsed.success) {
    return { status: 'error', fieldErrors: fieldErrorsOf(parsed.error), formError: 'Answer every question, then send again.' };
  }
  try {
    const record = await answerQuestionnaire(token, parsed.data);
    return { status: 'success', record, message: `Thank you: the answers of ${record.vendorName} are recorded.` };
  } catch (error) {
    if (error instanceof WorkspaceError) return { status: 'error', fieldErrors: {}, formError: error.message };
    throw error;
  }
}
