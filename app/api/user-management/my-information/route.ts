// GET /api/user-management/my-information: the signed-in user's profile; refreshes the session's nickname and avatar.
import type { NextRequest } from 'next/server';
import { backend, backendFailure, BackendError } from '@/lib/backend';
import { sessionProfile } from '@/lib/backend/profile';
import { clearSessionCookie, sessionFromRequest, setSessionCookie } from '@/lib/session';
import { json, jsonError } from '../_shared/http';

const EXPIRED = 'Sorry, the login status is expired. Log in again';

export async function GET(request: NextRequest) {
  const session = await sessionFromRequest(request);
  if (!session) return jsonError(401, EXPIRED);
  try {
    const info = await backend().myInformation(session.token);
    const response = json(info);
    await setSessionCookie(response, request, { ...session, ...sessionProfile(info, session) });
    return response;
  } catch (error) {
    if (error instanceof BackendError && error.kind === 'unauthorized') {
      const response = jsonError(401, EXPIRED);
      clearSessionCookie(response);
      return response;
    }
    const failure = backendFailure(error);
    return jsonError(failure.status, failure.message);
  }
}
