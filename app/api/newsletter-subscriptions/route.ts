import { invalid, ok, readPublicJson, unavailable } from '@/lib/marketing/http';
import { subscribeToNewsletter } from '@/lib/marketing/newsletter-subscriptions';
import { newsletterSchema } from '@/lib/schemas/newsletter';

// POST /api/newsletter-subscriptions: subscribes an address; a repeat answers the same success.
export async function POST(request: Request) {
  const body = await readPublicJson(request);
  if (!body.ok) return body.response;
  const parsed = newsletterSchema.safeParse(body.value);
  if (!parsed.success) return invalid(parsed.error);
  try {
    await subscribeToNewsletter(parsed.data.email);
    return ok({ subscribed: true });
  } catch (error) {
    console.error('Newsletter subscription not stored', error);
    return unavailable();
  }
}
