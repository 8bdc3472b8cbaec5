import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { integrationConnections, members, organizations } from '@/lib/db/schema';
import { dayOf } from '@/lib/domain/calendar-days';
import { clearedByAny, clearedChecks, type ClearedChecks } from '@/lib/domain/trackers/cleared-checks';
import { checkItemKey, taskItemKey, type NeedingWork } from '@/lib/domain/trackers/items';
import { allChecks } from '@/lib/integrations/connectors';
import { latestCheckRun, providerNames } from '../integrations';
import type { Member } from '../member';
import { memberColumns } from '../organization';
import { collectTasks } from '../tasks';

const checkTitles = new Map(allChecks.map((check) => [check.id, check.title]));

/**
 * The checks failing on a resource in what stands after each connection's latest run, and the check items each run
 * cleared (only a run that read the check clears it; could not evaluate proves nothing either way).
 */
async function checkItems(member: Member): Promise<{ failing: NeedingWork[]; cleared: ClearedChecks }> {
  const db = await getDb();
  const connected = await db
    .select({ provider: integrationConnections.provider })
    .from(integrationConnections)
    .where(eq(integrationConnections.organizationId, member.organizationId));
  const failing: NeedingWork[] = [];
  const cleared: ClearedChecks[] = [];
  for (const { provider } of connected) {
    const run = await latestCheckRun(member, provider);
    if (!run) continue;
    cleared.push(clearedChecks(run.carried, run.startedAt));
    for (const result of run.carried.results) {
      if (result.outcome !== 'fail') continue;
      const title = checkTitles.get(result.checkId) ?? result.checkId;
      failing.push({
        itemKey: checkItemKey(result.checkId, result.resource),
        kind: 'check',
        title: `Failing check: ${title} (${result.resource})`,
        detail: `${providerNames[provider]}: ${result.reason}`,
        href: `/manage/integrations/checks/${encodeURIComponent(result.checkId)}`,
      });
    }
  }
  return { failing, cleared: clearedByAny(cleared) };
}

/** The tasks past their due day of every current member of the organization (each task once, with its owner). */
async function overdueTasks(organizationId: string, now: Date): Promise<NeedingWork[]> {
  const db = await getDb();
  const team: Member[] = await db
    .select(memberColumns)
    .from(members)
    .innerJoin(organizations, eq(organizations.id, members.organizationId))
    .where(and(eq(members.organizationId, organizationId), isNull(members.removedAt)));
  const today = dayOf(now);
  const found = new Map<string, NeedingWork>();
  for (const owner of team) {
    for (const task of await collectTasks(owner, today)) {
      if (!task.overdue || !task.dueOn || found.has(taskItemKey(task.key))) continue;
      found.set(taskItemKey(task.key), {
        itemKey: taskItemKey(task.key),
        kind: 'task',
        title: `Overdue task: ${task.title}`,
        detail: `${task.detail} Owner: ${owner.displayName}. Due ${task.dueOn}.`,
        href: task.href,
      });
    }
  }
  return [...found.values()];
}

/** Everything that needs work in the organization now, and the check items the latest runs cleared. */
export async function needingWork(member: Member, now: Date): Promise<{ needing: NeedingWork[]; cleared: ClearedChecks }> {
  const [checks, tasks] = await Promise.all([checkItems(member), overdueTasks(member.organizationId, now)]);
  return { needing: [...checks.failing, ...tasks], cleared: checks.cleared };
}
