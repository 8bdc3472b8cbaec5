// GET /api/user-management/session-expired: ends a session the backend no longer accepts, then opens the sign-in page.
import { NextResponse, type NextRequest } from 'next/server';
import { safeRedirect } from '@/lib/safe-redirect';
import { clearSessionCookie } from '@/lib/session';
import { NO_STORE } from '../_shared/http';

export async function GET(request: NextRequest) {
  const login = new URL('/login', request.url);
  login.searchParams.set('redirect', safeRedirect(request.nextUrl.searchParams.get('redirect')));
  const response = NextResponse.redirect(login, { status: 303, headers: NO_STORE });
  // A cross-site link must not sign anyone out; the sign-in page then sends a valid session on to /.
  if (request.headers.get('sec-fetch-site') !== 'cross-site') clearSessionCookie(response);
  return response;
}
