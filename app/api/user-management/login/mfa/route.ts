// POST /api/user-management/login/mfa: the second step of an embedded sign-in with two-factor sign-in on. The
// pending sign-in (its sealed cookie, 5 minutes) names the account; a correct authenticator or recovery code turns
// it into a session, with the remember-me choice of the first step.
import type { NextRequest } from 'next/server';
import { finishSignIn } from '@/lib/backend/second-factor';
import { clientAddress } from '@/lib/client-address';
import { clearPendingSignInCookie, openPendingSignIn, PENDING_SIGN_IN_COOKIE } from '@/lib/mfa/pending-sign-in';
import {
  recordSecondFactorFailure,
  recordSecondFactorSuccess,
  secondFactorBlockedMessage,
  secondFactorRetryAfter,
} from '@/lib/rate-limit/second-factor';
import { fieldErrors } from '@/lib/schemas/auth';
import { REPLAYED_CODE, secondFactorSchema, SIGN_IN_STEP_EXPIRED, WRONG_CODE } from '@/lib/schemas/organization/two-factor';
import { json, jsonError, readJson, refuseUnlessSameOriginJson } from '../../_shared/http';
import { answerSignedIn } from '../signed-in';

export async function POST(request: NextRequest) {
  const refused = refuseUnlessSameOriginJson(request);
  if (refused) return refused;
  const parsed = secondFactorSchema.safeParse(await readJson(request));
  if (!parsed.success) {
    return json({ code: 400, message: 'Please check the form.', errors: fieldErrors(parsed.error) }, 400);
  }
  const pending = await openPendingSignIn(request.cookies.get(PENDING_SIGN_IN_COOKIE)?.value);
  if (!pending) {
    const response = jsonError(401, SIGN_IN_STEP_EXPIRED);
    clearPendingSignInCookie(response);
    return response;
  }
  const address = clientAddress(request);
  const retryAfter = await secondFactorRetryAfter(address, pending.accountId);
  if (retryAfter > 0) return jsonError(429, secondFactorBlockedMessage(retryAfter), { 'retry-after': String(retryAfter) });

  const outcome = await finishSignIn(pending, parsed.data.code);
  if (outcome === 'expired') {
    const response = jsonError(401, SIGN_IN_STEP_EXPIRED);
    clearPendingSignInCookie(response);
    return response;
  }
  if (outcome === 'wrong' || outcome === 'replayed') {
    await recordSecondFactorFailure(address, pending.accountId);
    return jsonError(401, outcome === 'wrong' ? WRONG_CODE : REPLAYED_CODE);
  }
  await recordSecondFactorSuccess(pending.accountId);
  const response = await answerSignedIn(request, outcome.token, pending.remember);
  clearPendingSignInCookie(response);
  return response;
}
