'use server';

import { headers } from 'next/headers';
import { clientAddressOf } from '@/lib/client-address';
import { filledHoneypot } from '@/lib/domain/honeypot';
import { EMAIL_MESSAGE, WORK_EMAIL_MESSAGE } from '@/lib/domain/trust/access';
import { trustAccessRequestLimit, trustSubscribeLimit } from '@/lib/rate-limit/limiters';
import { spendWriteBudget } from '@/lib/rate-limit/write-budget';
import { fieldErrorsOf, formValues, type FormState } from '@/lib/schemas/form-state';
import { trustAccessRequestSchema, trustSubscribeSchema } from '@/lib/schemas/trust/access';
import { WorkspaceError } from '@/lib/workspace/member';
import { changeSubscription, requestTrustAccess, subscribeToTrustPage } from '@/lib/workspace/trust';

const emailMessages = new Set([WORK_EMAIL_MESSAGE, EMAIL_MESSAGE]);
const refusal = (formError: string) => ({ status: 'error' as const, fieldErrors: {}, formError });

/**
 * A visitor's access request from the trust page at `slug`: no session. Each post spends the client address's
 * budget first, so the form cannot be used to flood the organization or anyone's mailbox.
 */
export async function requestTrustAccessAction(
  slug: string,
  _previous: FormState<{ state: 'requested' | 'approved' }>,
  formData: FormData,
): Promise<FormState<{ state: 'requested' | 'approved' }>> {
  const request = await headers();
  const ip = clientAddressOf(request);
  const budget = await spendWriteBudget(trustAccessRequestLimit, ip);
  if (!budget.ok) return refusal(budget.message);
  const parsed = trustAccessRequestSchema.safeParse(formValues(formData));
  if (!parsed.success) return { status: 'error', fieldErrors: fieldErrorsOf(parsed.error) };
  // A filled hidden field is a bot: answered like a request waiting for a decision, and nothing is stored or sent.
  if (filledHoneypot(parsed.data))
    return { status: 'success', record: { state: 'requested' }, message: 'Thank you. Your request was sent.' };
  try {
    const { state } = await requestTrustAccess(String(slug), parsed.data, { ip, userAgent: request.get('user-agent') });
    return {
      status: 'success',
      record: { state },
      message:
        state === 'approved'
          ? `Your request is approved. We sent the link to the documents to ${parsed.data.email}.`
          : `Thank you. Your request was sent; you will receive an e-mail at ${parsed.data.email} once it is decided.`,
    };
  } catch (error) {
    if (!(error instanceof WorkspaceError)) throw error;
    // The address's own problems belong under its field; the rest (page gone, NDA changed, waiting) to the form.
    if (emailMessages.has(error.message)) return { status: 'error', fieldErrors: { email: error.message } };
    return refusal(error.message);
  }
}

/** Subscribe to the page's subprocessor notices: a confirmation link is mailed first. */
export async function subscribeTrustAction(
  slug: string,
  _previous: FormState<{ email: string }>,
  formData: FormData,
): Promise<FormState<{ email: string }>> {
  const budget = await spendWriteBudget(trustSubscribeLimit, clientAddressOf(await headers()));
  if (!budget.ok) return refusal(budget.message);
  const parsed = trustSubscribeSchema.safeParse(formValues(formData));
  if (!parsed.success) return { status: 'error', fieldErrors: fieldErrorsOf(parsed.error) };
  const subscribed = {
    status: 'success' as const,
    record: { email: parsed.data.email },
    message: `Check your inbox: open the link we sent to ${parsed.data.email} to confirm your subscription.`,
  };
  if (filledHoneypot(parsed.data)) return subscribed;
  try {
    await subscribeToTrustPage(String(slug), parsed.data.email);
  } catch (error) {
    if (error instanceof WorkspaceError) return refusal(error.message);
    throw error;
  }
  return subscribed;
}

/** Confirms or ends a subscription through its mailed link (a button, so that a mail scanner opening links changes nothing). */
export async function changeSubscriptionAction(action: 'confirm' | 'unsubscribe', token: string): Promise<FormState<null>> {
  const budget = await spendWriteBudget(trustSubscribeLimit, clientAddressOf(await headers()));
  if (!budget.ok) return refusal(budget.message);
  if (typeof token !== 'string' || token.length > 200) return refusal('This link is not valid.');
  const done = await changeSubscription(action === 'confirm' ? 'confirm' : 'unsubscribe', token);
  if (!done) return refusal('This link is not valid: the subscription may already have ended.');
  return {
    status: 'success',
    record: null,
    message: action === 'confirm' ? 'Your subscription is confirmed.' : 'You are unsubscribed and will receive no more notices.',
  };
}
