import { clientAddress } from '@/lib/client-address';
import { filledHoneypot } from '@/lib/domain/honeypot';
import { invalid, ok, readPublicJson, tooManyRequests, unavailable } from '@/lib/marketing/http';
import { subscribeToNewsletter } from '@/lib/marketing/newsletter-subscriptions';
import { newsletterLimit } from '@/lib/rate-limit/limiters';
import { spendWriteBudget, withBudgetHeaders } from '@/lib/rate-limit/write-budget';
import { newsletterSchema } from '@/lib/schemas/newsletter';

// POST /api/newsletter-subscriptions: subscribes an address; a repeat answers the same success. Limited per client
// and in total; a filled honeypot gets the success answer and nothing is stored.
export async function POST(request: Request) {
  const body = await readPublicJson(request);
  if (!body.ok) return body.response;
  const budget = await spendWriteBudget(newsletterLimit, clientAddress(request));
  if (!budget.ok) return tooManyRequests(budget.message, budget.headers);
  const parsed = newsletterSchema.safeParse(body.value);
  if (!parsed.success) return withBudgetHeaders(invalid(parsed.error), budget);
  if (filledHoneypot(parsed.data)) return withBudgetHeaders(ok({ subscribed: true }), budget);
  try {
    await subscribeToNewsletter(parsed.data.email);
    return withBudgetHeaders(ok({ subscribed: true }), budget);
  } catch (error) {
    console.error('Newsletter subscription not stored', error);
    return unavailable();
  }
}
