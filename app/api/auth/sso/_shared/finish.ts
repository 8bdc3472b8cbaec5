import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import { issueToken } from '@/lib/backend/embedded';
import { backend } from '@/lib/backend';
import { sessionProfile } from '@/lib/backend/profile';
import { env } from '@/lib/env';
import { newSession, setSessionCookie } from '@/lib/session';
import { failureMessage, SsoFailure } from '@/lib/sso/failure';
import type { PendingSso } from '@/lib/sso/pending';
import { clearPendingSsoCookie } from '@/lib/sso/pending';
import { markConnectionTested, signInMember, spendOnce } from '@/lib/workspace/sso';

/** What a provider vouched for, once its answer was verified. */
export type VouchedIdentity = { email: string; name: string | null; replayKey: string; expiresAt: Date };

const SETTINGS = '/manage/settings?path=security';

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
 * recorded (an admin's test signs no one in) or the member signed in, just in time when new, and sent to /manage.
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
  const token = await issueToken(userId);
  const info = await backend()
    .myInformation(token)
    .catch(() => null);
  const response = NextResponse.redirect(site('/manage'), 303);
  await setSessionCookie(response, request, newSession(token, sessionProfile(info), false));
  clearPendingSsoCookie(response);
  return response;
}
