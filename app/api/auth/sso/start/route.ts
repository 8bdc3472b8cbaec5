// POST /api/auth/sso/start: the sign-in page's first step. For an address of a verified domain whose organization
// has single sign-on on, answers the provider's address to go to (and seals what its answer must carry); for any
// other, tells the page to ask for the password.
import type { NextRequest } from 'next/server';
import { accounts } from '@/lib/backend';
import { clientAddress } from '@/lib/client-address';
import { ssoStartLimit } from '@/lib/rate-limit/limiters';
import { spendWriteBudget } from '@/lib/rate-limit/write-budget';
import { fieldErrors } from '@/lib/schemas/auth';
import { emailFirstSchema } from '@/lib/schemas/sso/records';
import { failureMessage } from '@/lib/sso/failure';
import { loadConnection, ssoRouteForEmail } from '@/lib/workspace/sso';
import { json, jsonError, readJson, refuseUnlessSameOriginJson } from '../../../user-management/_shared/http';
import { beginSignOn } from '../_shared/begin';

export async function POST(request: NextRequest) {
  const refused = refuseUnlessSameOriginJson(request);
  if (refused) return refused;
  const parsed = emailFirstSchema.safeParse(await readJson(request));
  if (!parsed.success) return json({ code: 400, message: 'Please check the form.', errors: fieldErrors(parsed.error) }, 400);
  // Single sign-on signs in accounts of the product's own database; a provider backend keeps its own sign-in.
  if (!accounts()) return json({ code: 200, data: { sso: false } });
  const route = await ssoRouteForEmail(parsed.data.email);
  if (!route) return json({ code: 200, data: { sso: false } });
  const budget = await spendWriteBudget(ssoStartLimit, clientAddress(request));
  if (!budget.ok) return jsonError(429, budget.message, budget.headers);
  try {
    const connection = await loadConnection(route.organizationId);
    const started = await beginSignOn(connection, { testBy: null, loginHint: parsed.data.email });
    const response = json({ code: 200, data: { sso: true, redirect: started.url } });
    started.applyTo(response, request);
    return response;
  } catch (error) {
    return jsonError(502, failureMessage(error, 'Your identity provider could not be reached. Please try again.'));
  }
}
