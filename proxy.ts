import { NextResponse, type NextRequest } from 'next/server';
import { maxFormBodyBytes } from '@/lib/domain/upload';
import { hasMalformedPartHeaders } from '@/lib/multipart-headers';
import { gateServerAction, isServerAction } from '@/lib/rate-limit/action-gate';
import { REQUEST_PATH_HEADER } from '@/lib/safe-redirect';
import { newNonce, strictContentSecurityPolicy } from '@/lib/security-headers';
import { sessionFromRequest } from '@/lib/session';

/**
 * The first gate: /manage (and a guest's /auditor) without a valid session goes to /login?redirect=<path and query>; /login and /register
 * with one go to /. The /manage layout checks the session again with verifySession().
 *
 * Every page rendered per request (/manage, and the public pages opened by a link of their own, listed in `config`)
 * also gets the strict Content-Security-Policy with a nonce of its own, replacing the default policy next.config.ts
 * sends (its headers apply before the proxy's). Prerendered pages never reach this function apart from /login and
 * /register: their policy names their inline scripts by hash (lib/security-headers.ts).
 */
export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (pathname === '/login' || pathname === '/register') {
    if (await sessionFromRequest(request))
      return NextResponse.redirect(new URL('/', request.url), { status: 307, headers: { 'cache-control': 'private, no-store' } });
    return NextResponse.next();
  }
  const policy = strictContentSecurityPolicy(newNonce(), process.env.NODE_ENV === 'development');
  const headers = { 'cache-control': 'private, no-store', 'content-security-policy': policy };
  if (!isSignedInArea(pathname)) return renderUnderPolicy(request, policy, headers);

  const session = await sessionFromRequest(request);
  if (!session) {
    const intended = new URL(request.url);
    intended.searchParams.delete('_rsc');
    const login = new URL('/login', request.url);
    login.searchParams.set('redirect', `${intended.pathname}${intended.search}`);
    return NextResponse.redirect(login, { status: 307, headers });
  }
  if (Number(request.headers.get('content-length')) > maxFormBodyBytes) {
    return NextResponse.json(
      { code: 413, message: 'The request is too large: send at most 5 files of 10MB each.' },
      { status: 413, headers },
    );
  }
  if (isServerAction(request)) {
    // Plain text: the page's action call shows it as the reason the change was refused.
    const refuse = (status: number, message: string, extra: Record<string, string> = {}) =>
      new NextResponse(message, { status, headers: { ...headers, ...extra, 'content-type': 'text/plain' } });
    const gate = await gateServerAction(request, session.uuid);
    if (!gate.ok) return refuse(gate.status, gate.message, gate.headers);
    const type = request.headers.get('content-type') ?? '';
    if (type.startsWith('multipart/form-data') && hasMalformedPartHeaders(new Uint8Array(await request.clone().arrayBuffer()), type)) {
      return refuse(
        400,
        'A file name or form field holds a character that is not allowed, such as a NUL byte. Rename the file and try again.',
      );
    }
  }
  return renderUnderPolicy(request, policy, headers);
}

/** The areas that need a session: /manage for members, /auditor for the guests of an audit. */
function isSignedInArea(pathname: string): boolean {
  return ['/manage', '/auditor'].some((area) => pathname === area || pathname.startsWith(`${area}/`));
}

/** Lets Next.js render the page under `policy` and answers with `headers` besides the page's own. */
function renderUnderPolicy(request: NextRequest, policy: string, headers: Record<string, string>) {
  const forwarded = new Headers(request.headers);
  // Tells verifySession() where to come back to; always set here, so a client cannot choose it.
  forwarded.set(REQUEST_PATH_HEADER, `${request.nextUrl.pathname}${request.nextUrl.search}`);
  // Next.js takes the nonce from the request's policy and stamps it on every script of the page it renders; a
  // policy the client sent is replaced, so it cannot choose the nonce.
  forwarded.set('content-security-policy', policy);
  const response = NextResponse.next({ request: { headers: forwarded } });
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  return response;
}

// Every page rendered per request besides /manage: the pages opened by a one-time link (policy acceptance,
// invitation, password reset, the vendor questionnaire, trust center access and notices), an organization's trust
// page, a bill or review by its reference, and /no-organization. Each entry has the page's own depth: at any other
// address the server sends the prerendered 404 page, whose scripts the default policy names by hash and a nonce
// policy would block. A new page of this kind needs its entry here, or its scripts will not run.
export const config = {
  matcher: [
    '/manage',
    '/manage/:path*',
    '/auditor',
    '/auditor/:path*',
    '/auditor-invitations/:token',
    '/login',
    '/register',
    '/accept/:token',
    '/accept/:token/:policyId',
    '/invitations/:token',
    '/password-reset/:uuid',
    '/vendor-questionnaire/:token',
    '/trust/:slug',
    '/trust/:slug/access/:token',
    '/trust/:slug/subscription/:action/:token',
    '/bills/:ref+',
    '/review/business-promoter/:ref+',
    '/no-organization',
  ],
};
