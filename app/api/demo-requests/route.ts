import { recordDemoRequest } from '@/lib/marketing/demo-requests';
import { invalid, ok, readPublicJson, unavailable } from '@/lib/marketing/http';
import { demoRequestSubmissionSchema } from '@/lib/schemas/demo-request';

// POST /api/demo-requests: stores a demo request once per submission id and answers its reference.
export async function POST(request: Request) {
  const body = await readPublicJson(request);
  if (!body.ok) return body.response;
  const parsed = demoRequestSubmissionSchema.safeParse(body.value);
  if (!parsed.success) return invalid(parsed.error);
  try {
    const { reference, created } = await recordDemoRequest(parsed.data);
    return ok({ reference }, created ? 201 : 200);
  } catch (error) {
    console.error('Demo request not stored', error);
    return unavailable();
  }
}
