// GET /api/user-management/my-information: the signed-in user's profile; refreshes the session's nickname and avatar.
import type { NextRequest } from 'next/server';
import { backend, backendFailure, BackendError } from '@/lib/backend';
import { sessionProfile } from '@/lib/backend/profile';
import { clearSession, readSession, writeSession } from '@/lib/session';
import { json, jsonError } from '../_shared/http';

const EXPIRED = 'Sorry, the login status is expired. Log in again';

export async function GET(request: NextRequest) {
  const session = await readSession();
  if (!session) return jsonError(401, EXPIRED);
  try {
    const info = await backend().myInformation(session.token);
    await writeSession(request, { ...session, ...sessionProfile(info, session) });
    return json(info);
  } catch (error) {
    if (error instanceof BackendError && error.kind === 'unauthorized') {
      await clearSession();
      return jsonError(401, EXPIRED);
    }
    const failure = backendFailure(error);
    return jsonError(failure.status, failure.message);
  }
}
