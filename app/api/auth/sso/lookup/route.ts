// POST /api/auth/sso/lookup: whether the sign-in page should send this work e-mail to its identity provider (its
// domain is verified by an organization whose single sign-on is on). Nothing is sealed or sent anywhere.
import type { NextRequest } from 'next/server';
import { accounts } from '@/lib/backend';
import { fieldErrors } from '@/lib/schemas/auth';
import { emailFirstSchema } from '@/lib/schemas/sso/records';
import { ssoRouteForEmail } from '@/lib/workspace/sso';
import { json, readJson, refuseUnlessSameOriginJson } from '../../../user-management/_shared/http';

export async function POST(request: NextRequest) {
  const refused = refuseUnlessSameOriginJson(request);
  if (refused) return refused;
  const parsed = emailFirstSchema.safeParse(await readJson(request));
  if (!parsed.success) return json({ code: 400, message: 'Please check the form.', errors: fieldErrors(parsed.error) }, 400);
  const route = accounts() ? await ssoRouteForEmail(parsed.data.email) : null;
  return json({ code: 200, data: { sso: route !== null } });
}
