// POST /api/user-management/logout: ends the session (the cookie is cleared and an embedded token revoked).
import type { NextRequest } from 'next/server';
import { backend } from '@/lib/backend';
import { clearSessionCookie, sessionFromRequest } from '@/lib/session';
import { json, refuseUnlessSameOriginJson } from '../_shared/http';

export async function POST(request: NextRequest) {
  const refused = refuseUnlessSameOriginJson(request);
  if (refused) return refused;
  const session = await sessionFromRequest(request);
  if (session) {
    // Signing out always succeeds for the browser, even when the backend cannot be told.
    await backend()
      .logout(session.token)
      .catch(() => undefined);
  }
  const response = json({ code: 200 });
  clearSessionCookie(response);
  return response;
}
