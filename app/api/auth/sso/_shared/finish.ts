import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import { issueToken } from '@/lib/backend/embedded';
import { backend } from '@/lib/backend';
import { sessionProfile } from '@/lib/backend/profile';
import { env } from '@/lib/env';
import { sealPendingSignIn, setPendingSignInCookie } from '@/lib/mfa/pending-sign-in';
import { newSession, setSessionCookie } from '@/lib/session';
import { failureMessage, SsoFailure } from '@/lib/sso/failure';
import type { PendingSso } from '@/lib/sso/pending';
import { clearPendingSsoCookie } from '@/lib/sso/pending';
import { markConnectionTested, secondFactorAfterSignOn, signInMember, spendOnce } from '@/lib/workspace/sso';

/**
 * What a provider vouched for, once its answer was verified; `multiFactor` when it said the person proved more than
 * a password (an OIDC `amr` or `acr`, a SAML AuthnContextClassRef).
 */
export type VouchedIdentity = { email: string; name: string | null; replayKey: string; expiresAt: Date; multiFactor: boolean };

const SETTINGS = '/manage/settings?path=security';
/** The sign-in page asking for the authentication code of the sign-in the provider began. */
const CODE_STEP = '/login?sso_step=code';
/** The two-factor setup, saying why it is asked after a sign-in through the provider. */
const SETUP_STEP = `${SETTINGS}&sso_second_factor=missing`;

const site = (path: string) => new URL(path, env().SITE_URL);

/** Back to the sign-in page (or to Settings for a test) with the failure said in a sentence. */
export function failedSignOn(error: unknown, pending: PendingSso | null): NextResponse {
  const message = failureMessage(error);
  const target = pending?.testBy ? site(SETTINGS) : site('/login');
  target.searchParams.set('sso_error', message);
  const response = NextResponse.redirect(target, 303);
  clearPendingSsoCookie(response);
  return response;
}

/**
 * The end of a verified sign-on: the assertion id or nonce spent (a replay is refused), then either the test
 * recorded (an admin's test signs no one in) or the member signed in, just in time when new. When the organization
 * requires two-factor sign-in and the provider did not say it asked for a second factor, the product asks for its
 * own: the authentication code of an account that has one (no session until it is given), else the setup.
 */
export async function finishSignOn(request: NextRequest, pending: PendingSso, identity: VouchedIdentity): Promise<NextResponse> {
  if (!(await spendOnce(identity.replayKey, identity.expiresAt))) {
    throw new SsoFailure('This sign-in answer was already used. Please start again.');
  }
  if (pending.testBy) {
    await markConnectionTested(pending.organizationId, pending.testBy, identity.email);
    const target = site(SETTINGS);
    target.searchParams.set('sso_tested', identity.email);
    const response = NextResponse.redirect(target, 303);
    clearPendingSsoCookie(response);
    return response;
  }
  const userId = await signInMember(pending.organizationId, identity.email, identity.name);
  const owed = await secondFactorAfterSignOn(pending.organizationId, userId, identity.multiFactor);
  if (owed.kind === 'code') {
    const response = NextResponse.redirect(site(CODE_STEP), 303);
    setPendingSignInCookie(response, request, await sealPendingSignIn({ accountId: userId, credential: owed.credential, remember: false }));
    clearPendingSsoCookie(response);
    return response;
  }
  const token = await issueToken(userId);
  const info = await backend()
    .myInformation(token)
    .catch(() => null);
  const response = NextResponse.redirect(site(owed.kind === 'setup' ? SETUP_STEP : '/manage'), 303);
  const session = newSession(token, sessionProfile(info), false);
  await setSessionCookie(response, request, identity.multiFactor ? { ...session, secondFactor: 'provider' } : session);
  clearPendingSsoCookie(response);
  return response;
}
