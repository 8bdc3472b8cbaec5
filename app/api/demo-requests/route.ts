import { clientAddress } from '@/lib/client-address';
import { filledHoneypot } from '@/lib/domain/honeypot';
import { demoReference, recordDemoRequest } from '@/lib/marketing/demo-requests';
import { invalid, ok, readPublicJson, tooManyRequests, unavailable } from '@/lib/marketing/http';
import { demoRequestLimit } from '@/lib/rate-limit/limiters';
import { spendWriteBudget, withBudgetHeaders } from '@/lib/rate-limit/write-budget';
import { demoRequestSubmissionSchema } from '@/lib/schemas/demo-request';

// POST /api/demo-requests: stores a demo request once per submission id and answers its reference. Limited per
// client and in total; a filled honeypot gets a success answer with a made-up reference and nothing is stored.
export async function POST(request: Request) {
  const body = await readPublicJson(request);
  if (!body.ok) return body.response;
  const budget = await spendWriteBudget(demoRequestLimit, clientAddress(request));
  if (!budget.ok) return tooManyRequests(budget.message, budget.headers);
  const parsed = demoRequestSubmissionSchema.safeParse(body.value);
  if (!parsed.success) return withBudgetHeaders(invalid(parsed.error), budget);
  if (filledHoneypot(parsed.data)) return withBudgetHeaders(ok({ reference: demoReference(crypto.randomUUID()) }, 201), budget);
  try {
    const { reference, created } = await recordDemoRequest(parsed.data);
    return withBudgetHeaders(ok({ reference }, created ? 201 : 200), budget);
  } catch (error) {
    console.error('Demo request not stored', error);
    return unavailable();
  }
}
