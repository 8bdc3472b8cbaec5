import 'server-only';
import type { NextRequest } from 'next/server';
import { backend, BackendError, backendFailure } from '@/lib/backend';
import { sessionProfile } from '@/lib/backend/profile';
import type { AccountBackend } from '@/lib/backend/types';
import { clientAddress } from '@/lib/client-address';
import { filledHoneypot } from '@/lib/domain/honeypot';
import { invitationAcceptLimit } from '@/lib/rate-limit/limiters';
import { spendWriteBudget } from '@/lib/rate-limit/write-budget';
import { ACCOUNT_CREATED, fieldErrors, invitedRegisterSchema } from '@/lib/schemas/auth';
import { newSession, setSessionCookie } from '@/lib/session';
import { WorkspaceError } from '@/lib/workspace/member';
import { signUpByInvitation } from '@/lib/workspace/organization';
import { SSO_DOMAIN_CLAIMED } from '@/lib/schemas/sso/records';
import { invitedSignUpRefused } from '@/lib/workspace/sso';
import { json, jsonError } from '../_shared/http';

/** Whether a sign-up body came through an invitation link: it then follows `registerInvited`, never a founding. */
export function carriesInvitation(body: unknown): boolean {
  return typeof body === 'object' && body !== null && 'invitation' in body && (body as { invitation?: unknown }).invitation !== undefined;
}

/**
 * The sign-up of an invited person: an account under the invitation's e-mail (an address in the body is
 * ignored), joined to the inviting organization. Each post spends the invitation acceptances' budget too, as
 * accepting on the invitation page does, so a link cannot be guessed at through either door.
 */
export async function registerInvited(request: NextRequest, store: AccountBackend, body: unknown, headers: Record<string, string>) {
  const budget = await spendWriteBudget(invitationAcceptLimit, clientAddress(request));
  if (!budget.ok) return jsonError(429, budget.message, budget.headers);
  const parsed = invitedRegisterSchema.safeParse(body);
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error);
    return json({ code: 400, message: errors.invitation ?? 'Please check the form.', errors }, 400, headers);
  }
  const { fullName, password, marketing, invitation } = parsed.data;
  // A bot that filled the hidden field sees the usual answer; the invitation stays pending and no session is given.
  if (filledHoneypot(parsed.data)) return json({ code: 200, message: ACCOUNT_CREATED, data: { nickname: '' } }, 201, headers);
  // A domain another organization has proven is that organization's: its people do not join another by sign-up.
  if (await invitedSignUpRefused(invitation)) return json({ code: 403, message: SSO_DOMAIN_CLAIMED }, 403, headers);
  let token: string;
  try {
    ({ token } = await signUpByInvitation(store, invitation, { fullName, password, marketingOptIn: marketing }));
  } catch (error) {
    if (error instanceof WorkspaceError) return json({ code: error.status, message: error.message }, error.status, headers);
    if (error instanceof BackendError && error.kind === 'conflict') return json({ code: 409, message: error.message }, 409, headers);
    const failure = backendFailure(error);
    return jsonError(failure.status, failure.message);
  }
  const session = newSession(token, sessionProfile(await backend().myInformation(token)), false);
  const response = json({ code: 200, message: ACCOUNT_CREATED, data: { nickname: session.nickname } }, 201, headers);
  await setSessionCookie(response, request, session);
  return response;
}
