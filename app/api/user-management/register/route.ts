// POST /api/user-management/register: creates an embedded account and signs it in; GET tells whether sign-up is offered.
import type { NextRequest } from 'next/server';
import { accounts, backend, BackendError, backendFailure } from '@/lib/backend';
import { sessionProfile } from '@/lib/backend/profile';
import { registerLimit } from '@/lib/rate-limit';
import { ACCOUNT_CREATED, PROVIDER_SIGN_UP, fieldErrors, registerSchema } from '@/lib/schemas/auth';
import { newSession, setSessionCookie } from '@/lib/session';
import { clientIp, json, jsonError, readJson, refuseUnlessSameOriginJson } from '../_shared/http';

export async function GET() {
  return json({ code: 200, data: { enabled: accounts() !== null } });
}

export async function POST(request: NextRequest) {
  const refused = refuseUnlessSameOriginJson(request);
  if (refused) return refused;
  const store = accounts();
  if (!store) return jsonError(501, PROVIDER_SIGN_UP);
  const ip = clientIp(request);
  const retryAfter = registerLimit.retryAfter(ip);
  if (retryAfter > 0) return jsonError(429, 'Too many sign-up attempts. Please try again later.', { 'retry-after': String(retryAfter) });
  const parsed = registerSchema.safeParse(await readJson(request));
  if (!parsed.success) return json({ code: 400, message: 'Please check the form.', errors: fieldErrors(parsed.error) }, 400);
  registerLimit.fail(ip);

  const { fullName, email, companyName, industry, password, marketing } = parsed.data;
  let token: string;
  try {
    ({ token } = await store.register({ fullName, email, companyName, industry, password, marketingOptIn: marketing }));
  } catch (error) {
    if (error instanceof BackendError && error.kind === 'conflict') {
      return json({ code: 409, message: error.message, errors: { email: error.message } }, 409);
    }
    const failure = backendFailure(error);
    return jsonError(failure.status, failure.message);
  }
  const info = await backend()
    .myInformation(token)
    .catch(() => null);
  const session = newSession(token, sessionProfile(info), false);
  const response = json({ code: 200, message: ACCOUNT_CREATED, data: { nickname: session.nickname } }, 201);
  await setSessionCookie(response, request, session);
  return response;
}
