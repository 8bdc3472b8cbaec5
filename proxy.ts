import { NextResponse, type NextRequest } from 'next/server';
import { maxFormBodyBytes } from '@/lib/domain/upload';
import { hasMalformedPartHeaders } from '@/lib/multipart-headers';
import { gateServerAction, isServerAction } from '@/lib/rate-limit/action-gate';
import { REQUEST_PATH_HEADER } from '@/lib/safe-redirect';
import { sessionFromRequest } from '@/lib/session';

/**
 * The first gate: /manage without a valid session goes to /login?redirect=<path and query>; /login and
 * /register with one go to /. The /manage layout checks the session again with verifySession().
 */
export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  const session = await sessionFromRequest(request);
  const isManage = pathname === '/manage' || pathname.startsWith('/manage/');

  if (isManage && !session) {
    const intended = new URL(request.url);
    intended.searchParams.delete('_rsc');
    const login = new URL('/login', request.url);
    login.searchParams.set('redirect', `${intended.pathname}${intended.search}`);
    return NextResponse.redirect(login, { status: 307, headers: { 'cache-control': 'private, no-store' } });
  }
  if (!isManage && session) {
    return NextResponse.redirect(new URL('/', request.url), { status: 307, headers: { 'cache-control': 'private, no-store' } });
  }
  if (!isManage) return NextResponse.next();
  if (Number(request.headers.get('content-length')) > maxFormBodyBytes) {
    return NextResponse.json(
      { code: 413, message: 'The request is too large: send at most 5 files of 10MB each.' },
      { status: 413, headers: { 'cache-control': 'private, no-store' } },
    );
  }
  if (session && isServerAction(request)) {
    const gate = await gateServerAction(request, session.uuid);
    // Plain text: the page's action call shows it as the reason the change was refused.
    if (!gate.ok) return new NextResponse(gate.message, { status: gate.status, headers: { ...gate.headers, 'content-type': 'text/plain', 'cache-control': 'private, no-store' } });
    const type = request.headers.get('content-type') ?? '';
    if (type.startsWith('multipart/form-data') && hasMalformedPartHeaders(new Uint8Array(await request.clone().arrayBuffer()), type)) {
      return new NextResponse('A file name or form field holds a character that is not allowed, such as a NUL byte. Rename the file and try again.', {
        status: 400,
        headers: { 'content-type': 'text/plain', 'cache-control': 'private, no-store' },
      });
    }
  }
  // Tells verifySession() where to come back to; always overwritten here, so a client cannot choose it.
  const forwarded = new Headers(request.headers);
  forwarded.set(REQUEST_PATH_HEADER, `${pathname}${request.nextUrl.search}`);
  const response = NextResponse.next({ request: { headers: forwarded } });
  response.headers.set('cache-control', 'private, no-store');
  return response;
}

export const config = {
  matcher: ['/manage', '/manage/:path*', '/login', '/register'],
};
