import { unsealData } from 'iron-session';
import { NextResponse } from 'next/server';

const password = 'bench-floor-secret-of-at-least-32-characters';

export async function proxy(request) {
  const sealed = request.cookies.get('AccessToken')?.value;
  const session = sealed ? await unsealData(sealed, { password }).catch(() => ({})) : {};
  if (!session.token) return NextResponse.redirect(new URL('/', request.url));
  return NextResponse.next();
}

export const config = { matcher: ['/dynamic'] };
