import 'server-only';
import type { NextRequest, NextResponse } from 'next/server';
import { backend } from '@/lib/backend';
import { sessionProfile } from '@/lib/backend/profile';
import { newSession, setSessionCookie } from '@/lib/session';
import { json } from '../_shared/http';

/**
 * The answer of a finished sign-in: the session cookie sealing `token`, and the session's public fields. The
 * nickname comes from the profile; a failed profile load is ignored and retried by /manage.
 */
export async function answerSignedIn(request: NextRequest, token: string, remember: boolean): Promise<NextResponse> {
  const info = await backend()
    .myInformation(token)
    .catch(() => null);
  const session = newSession(token, sessionProfile(info), remember);
  const { nickname, headimgurl, type, uuid, time_zone } = session;
  const response = json({ code: 200, data: { nickname, headimgurl, type, uuid, time_zone } });
  await setSessionCookie(response, request, session);
  return response;
}
