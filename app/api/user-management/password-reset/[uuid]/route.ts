// POST /api/user-management/password-reset/{uuid}: sets a new password through a one-time reset link.
import type { NextRequest } from 'next/server';
import { accounts } from '@/lib/backend';
import { clientAddress } from '@/lib/client-address';
import { resetPasswordLimit } from '@/lib/rate-limit/limiters';
import { spendWriteBudget } from '@/lib/rate-limit/write-budget';
import { PASSWORD_CHANGED, PROVIDER_RESET, RESET_LINK_INVALID, fieldErrors, resetIdSchema, resetPasswordSchema } from '@/lib/schemas/auth';
import { json, jsonError, readJson, refuseUnlessSameOriginJson } from '../../_shared/http';

export async function POST(request: NextRequest, { params }: { params: Promise<{ uuid: string }> }) {
  const refused = refuseUnlessSameOriginJson(request);
  if (refused) return refused;
  const store = accounts();
  if (!store) return jsonError(501, PROVIDER_RESET);
  const budget = await spendWriteBudget(resetPasswordLimit, clientAddress(request));
  if (!budget.ok) return jsonError(429, budget.message, budget.headers);
  const resetId = resetIdSchema.safeParse((await params).uuid);
  if (!resetId.success) return jsonError(404, RESET_LINK_INVALID, budget.headers);
  const parsed = resetPasswordSchema.safeParse(await readJson(request));
  if (!parsed.success)
    return json({ code: 400, message: 'Please check the form.', errors: fieldErrors(parsed.error) }, 400, budget.headers);
  const changed = await store.resetPassword(resetId.data, parsed.data.password);
  if (!changed) return jsonError(410, RESET_LINK_INVALID, budget.headers);
  return json({ code: 200, message: PASSWORD_CHANGED }, 200, budget.headers);
}
