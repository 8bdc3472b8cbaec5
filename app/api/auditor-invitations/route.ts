// POST /api/auditor-invitations: the sign-up of an auditor invited as the guest of one audit. The account takes the
// invitation's e-mail and becomes the audit's guest in the same transaction; no organization is founded.
import type { NextRequest } from 'next/server';
import { accounts, backend, BackendError, backendFailure } from '@/lib/backend';
import { sessionProfile } from '@/lib/backend/profile';
import { clientAddress } from '@/lib/client-address';
import { filledHoneypot } from '@/lib/domain/honeypot';
import { invitationAcceptLimit, registerLimit } from '@/lib/rate-limit/limiters';
import { spendWriteBudget } from '@/lib/rate-limit/write-budget';
import { ACCOUNT_CREATED, PROVIDER_SIGN_UP, fieldErrors, invitedRegisterSchema } from '@/lib/schemas/auth';
import { newSession, setSessionCookie } from '@/lib/session';
import { signUpAsGuest } from '@/lib/workspace/audit-guests';
import { WorkspaceError } from '@/lib/workspace/member';
import { json, jsonError, readJson, refuseUnlessSameOriginJson } from '../user-management/_shared/http';

export async function POST(request: NextRequest) {
  const refused = refuseUnlessSameOriginJson(request);
  if (refused) return refused;
  const store = accounts();
  if (!store) return jsonError(501, PROVIDER_SIGN_UP);
  // A sign-up spends both budgets: the sign-ups' and the invitation acceptances', so links cannot be guessed at.
  for (const limit of [registerLimit, invitationAcceptLimit]) {
    const budget = await spendWriteBudget(limit, clientAddress(request));
    if (!budget.ok) return jsonError(429, budget.message, budget.headers);
  }
  const parsed = invitedRegisterSchema.safeParse(await readJson(request));
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error);
    return json({ code: 400, message: errors.invitation ?? 'Please check the form.', errors }, 400);
  }
  const { fullName, password, marketing, invitation } = parsed.data;
  // A bot that filled the hidden field sees the usual answer; the invitation stays pending and no session is given.
  if (filledHoneypot(parsed.data)) return json({ code: 200, message: ACCOUNT_CREATED, data: {} }, 201);
  let signedUp: { auditId: string; token: string };
  try {
    signedUp = await signUpAsGuest(store, invitation, { fullName, password, marketingOptIn: marketing });
  } catch (error) {
    if (error instanceof WorkspaceError) return json({ code: error.status, message: error.message }, error.status);
    if (error instanceof BackendError && error.kind === 'conflict') return json({ code: 409, message: error.message }, 409);
    const failure = backendFailure(error);
    return jsonError(failure.status, failure.message);
  }
  const session = newSession(signedUp.token, sessionProfile(await backend().myInformation(signedUp.token)), false);
  const response = json({ code: 200, message: ACCOUNT_CREATED, data: { auditId: signedUp.auditId } }, 201);
  await setSessionCookie(response, request, session);
  return response;
}
