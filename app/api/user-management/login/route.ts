// POST /api/user-management/login: signs in through the backend and seals the token into the session cookie. An
// embedded account with two-factor sign-in on gets no session here: the answer (202) asks for a code, which
// POST /api/user-management/login/mfa checks against the pending sign-in sealed in its cookie.
import type { NextRequest } from 'next/server';
import { accounts, backend, BackendError, backendFailure } from '@/lib/backend';
import { SecondFactorRequired } from '@/lib/backend/errors';
import { clientAddress } from '@/lib/client-address';
import { loginRetryAfter, recordLoginFailure, recordLoginSuccess, signInCeiling } from '@/lib/rate-limit/sign-in';
import { waitText } from '@/lib/rate-limit/wait-text';
import { LOGIN_FAILED, fieldErrors, loginSchema } from '@/lib/schemas/auth';
import { credentialOf } from '@/lib/mfa/account-factors';
import { sealPendingSignIn, setPendingSignInCookie } from '@/lib/mfa/pending-sign-in';
import { SECOND_FACTOR_NEEDED } from '@/lib/schemas/organization/two-factor';
import { SSO_ENFORCED } from '@/lib/schemas/sso/records';
import { passwordSignInRefused } from '@/lib/workspace/sso';
import { json, jsonError, readJson, refuseUnlessSameOriginJson } from '../_shared/http';
import { answerSignedIn } from './signed-in';

export async function POST(request: NextRequest) {
  const refused = refuseUnlessSameOriginJson(request);
  if (refused) return refused;
  const parsed = loginSchema.safeParse(await readJson(request));
  if (!parsed.success) {
    return json({ code: 400, message: 'Please check the form.', errors: fieldErrors(parsed.error) }, 400);
  }
  const { email, password, remember } = parsed.data;
  const address = clientAddress(request);
  const retryAfter = await loginRetryAfter(address, email);
  if (retryAfter > 0) {
    return jsonError(429, `Too many failed sign-in attempts. Please try again in ${waitText(retryAfter)}.`, {
      'retry-after': String(retryAfter),
    });
  }
  // Many failures across the whole server: attempts take turns, and a long queue is told when to come back.
  const turn = await signInCeiling.turn();
  if (!turn.ok) {
    return jsonError(429, `Too many sign-in attempts on this service right now. Please try again in ${waitText(turn.retryAfter)}.`, {
      'retry-after': String(turn.retryAfter),
    });
  }

  let token: string;
  try {
    ({ token } = await backend().login({ email, password }));
  } catch (error) {
    if (error instanceof SecondFactorRequired) {
      await recordLoginSuccess(email);
      if (await passwordSignInRefused(email)) return jsonError(403, SSO_ENFORCED);
      const { accountId, passwordHash } = error;
      const pending = await sealPendingSignIn({ accountId, credential: credentialOf(passwordHash), remember });
      const response = json({ code: 202, message: SECOND_FACTOR_NEEDED, data: { secondFactor: true } }, 202);
      setPendingSignInCookie(response, request, pending);
      return response;
    }
    if (error instanceof BackendError && (error.kind === 'rejected' || error.kind === 'unauthorized')) {
      await recordLoginFailure(address, email);
      return jsonError(401, LOGIN_FAILED);
    }
    const failure = backendFailure(error);
    return jsonError(failure.status, failure.message);
  }
  await recordLoginSuccess(email);
  // The right password of a member whose organization enforces single sign-on signs no one in. Only the product's
  // own accounts have members single sign-on covers; a provider backend's accounts are the provider's.
  if (accounts() !== null && (await passwordSignInRefused(email))) {
    await backend().logout(token);
    return jsonError(403, SSO_ENFORCED);
  }
  return answerSignedIn(request, token, remember);
}
