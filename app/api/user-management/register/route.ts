// POST /api/user-management/register: creates an embedded account and signs it in, founding an organization or
// joining the one of an invitation (./invited.ts); GET tells whether sign-up is offered.
import type { NextRequest } from 'next/server';
import { accounts, backend, BackendError, backendFailure } from '@/lib/backend';
import { sessionProfile } from '@/lib/backend/profile';
import { clientAddress } from '@/lib/client-address';
import { filledHoneypot } from '@/lib/domain/honeypot';
import { registerLimit } from '@/lib/rate-limit/limiters';
import { spendWriteBudget } from '@/lib/rate-limit/write-budget';
import { ACCOUNT_CREATED, PROVIDER_SIGN_UP, fieldErrors, registerSchema } from '@/lib/schemas/auth';
import { signUpFrameworksSchema } from '@/lib/domain/frameworks/names';
import { newSession, setSessionCookie } from '@/lib/session';
import { identityFrom } from '@/lib/workspace/organization';
import { placeNewAccount } from '@/lib/workspace/organization';
import { SSO_DOMAIN_CLAIMED } from '@/lib/schemas/sso/records';
import { signUpRefused } from '@/lib/workspace/sso';
import { json, jsonError, readJson, refuseUnlessSameOriginJson } from '../_shared/http';
import { carriesInvitation, registerInvited } from './invited';

export async function GET() {
  return json({ code: 200, data: { enabled: accounts() !== null } });
}

export async function POST(request: NextRequest) {
  const refused = refuseUnlessSameOriginJson(request);
  if (refused) return refused;
  const store = accounts();
  if (!store) return jsonError(501, PROVIDER_SIGN_UP);
  const budget = await spendWriteBudget(registerLimit, clientAddress(request));
  if (!budget.ok) return jsonError(429, budget.message, budget.headers);
  const body = await readJson(request);
  if (carriesInvitation(body)) return registerInvited(request, store, body, budget.headers);
  const parsed = registerSchema.safeParse(body);
  if (!parsed.success)
    return json({ code: 400, message: 'Please check the form.', errors: fieldErrors(parsed.error) }, 400, budget.headers);

  const { fullName, email, companyName, industry, password, marketing } = parsed.data;
  // A bot that filled the hidden field sees the usual answer; no account is made and no session given.
  if (filledHoneypot(parsed.data)) {
    return json({ code: 200, message: ACCOUNT_CREATED, data: { nickname: companyName } }, 201, budget.headers);
  }
  // A domain an organization has proven is that organization's: its people do not found another.
  if (await signUpRefused(email, null)) {
    return json({ code: 403, message: SSO_DOMAIN_CLAIMED, errors: { email: SSO_DOMAIN_CLAIMED } }, 403, budget.headers);
  }
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
  const info = await backend().myInformation(token);
  const person = identityFrom('embedded', info);
  if (!person) throw new Error('A new embedded account has no id');
  // The questionnaire's recommendations (/register?frameworks=…) join a new organization; unknown names are ignored.
  await placeNewAccount(person, companyName, signUpFrameworksSchema.parse(body));
  const session = newSession(token, sessionProfile(info), false);
  const response = json({ code: 200, message: ACCOUNT_CREATED, data: { nickname: session.nickname } }, 201, budget.headers);
  await setSessionCookie(response, request, session);
  return response;
}
