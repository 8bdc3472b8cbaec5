import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb, type Db } from '@/lib/db/client';
import { demoRequests } from '@/lib/db/schema';
import type { DemoRequestSubmission } from '@/lib/schemas/demo-request';

/** The reference a visitor sees for a stored request: "DR-" and the first 8 characters of its id. */
export function demoReference(id: string): string {
  return `DR-${id.slice(0, 8).toUpperCase()}`;
}

/**
 * Stores a validated demo request once per submission id. A repeated submission (double click, retry) stores
 * nothing and answers the first request's reference with `created: false`. Throws when the database fails.
 */
export async function recordDemoRequest(request: DemoRequestSubmission, db?: Db): Promise<{ reference: string; created: boolean }> {
  const database = db ?? (await getDb());
  const [inserted] = await database
    .insert(demoRequests)
    .values({
      submissionId: request.submissionId,
      firstName: request.firstName,
      lastName: request.lastName,
      email: request.email,
      company: request.company,
      jobTitle: request.jobTitle ?? null,
      companySize: request.companySize ?? null,
      industry: request.industry ?? null,
      frameworks: request.frameworks ?? null,
      additionalInfo: request.additionalInfo ?? null,
    })
    .onConflictDoNothing({ target: demoRequests.submissionId })
    .returning({ id: demoRequests.id });
  if (inserted) return { reference: demoReference(inserted.id), created: true };

  const [existing] = await database
    .select({ id: demoRequests.id })
    .from(demoRequests)
    .where(eq(demoRequests.submissionId, request.submissionId))
    .limit(1);
  if (!existing) throw new Error('Demo request was neither stored nor found');
  return { reference: demoReference(existing.id), created: false };
}
