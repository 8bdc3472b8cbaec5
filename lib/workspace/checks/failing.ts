import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import { githubChecks } from '@/lib/checks/github';
import { getDb } from '@/lib/db/client';
import { checkRuns } from '@/lib/db/schema';
import { assertCan, type Member } from '../member';

/**
 * The controls a check of the latest run fails, each with the titles of those checks: they need attention and do not
 * count toward progress, whatever their evidence, until a run passes them. Only the latest run of each provider
 * counts, so a fix shows on the next run.
 */
export async function failingCheckControls(member: Member): Promise<Map<string, string[]>> {
  assertCan(member, 'records.view');
  const db = await getDb();
  const [latest] = await db
    .select({ results: checkRuns.results })
    .from(checkRuns)
    .where(and(eq(checkRuns.organizationId, member.organizationId), eq(checkRuns.provider, 'github')))
    .orderBy(desc(checkRuns.startedAt))
    .limit(1);
  const failing = new Map<string, string[]>();
  const failed = new Set((latest?.results ?? []).filter((result) => result.outcome === 'fail').map((result) => result.checkId));
  for (const check of githubChecks) {
    if (!failed.has(check.id)) continue;
    for (const control of check.controls) failing.set(control, [...(failing.get(control) ?? []), check.title]);
  }
  return failing;
}
