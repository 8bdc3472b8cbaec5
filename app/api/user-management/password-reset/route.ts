// POST /api/user-management/password-reset: sends a reset link when the account exists; answers the same either way.
import type { NextRequest } from 'next/server';
import { accounts } from '@/lib/backend';
import { clientAddress } from '@/lib/client-address';
import { filledHoneypot } from '@/lib/domain/honeypot';
import { env } from '@/lib/env';
import { sendMail } from '@/lib/mail';
import { resetRequestLimit } from '@/lib/rate-limit/limiters';
import { spendWriteBudget } from '@/lib/rate-limit/write-budget';
import { PROVIDER_RESET, RESET_SENT, fieldErrors, resetRequestSchema } from '@/lib/schemas/auth';
import { json, jsonError, readJson, refuseUnlessSameOriginJson } from '../_shared/http';

export async function POST(request: NextRequest) {
  const refused = refuseUnlessSameOriginJson(request);
  if (refused) return refused;
  const store = accounts();
  if (!store) return jsonError(501, PROVIDER_RESET);
  const budget = await spendWriteBudget(resetRequestLimit, clientAddress(request));
  if (!budget.ok) return jsonError(429, budget.message, budget.headers);
  const parsed = resetRequestSchema.safeParse(await readJson(request));
  if (!parsed.success)
    return json({ code: 400, message: 'Please check the form.', errors: fieldErrors(parsed.error) }, 400, budget.headers);

  // A filled honeypot is a bot's: no mail, and the usual answer.
  const resetId = filledHoneypot(parsed.data) ? null : await store.requestPasswordReset(parsed.data.email);
  if (resetId) {
    // SITE_URL, never the request's Host header, so a forged Host cannot point the link elsewhere.
    const link = new URL(`/password-reset/${resetId}`, env().SITE_URL);
    await sendMail({
      kind: 'password-reset',
      to: parsed.data.email,
      subject: 'Reset your password',
      body: `Open this link within an hour to choose a new password (it works once):\n${link.href}`,
      link: link.href,
    });
  }
  // The same answer whether or not the account exists, so the form reveals no accounts.
  return json({ code: 200, message: RESET_SENT }, 200, budget.headers);
}
