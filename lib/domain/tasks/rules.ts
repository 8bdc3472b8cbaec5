import { daysBetween, dayOf } from '../calendar-days';
import { dueOnDayText, dueText } from '../durations';
import { PAGE_SIZE, pageCountOf, pageWithin } from '../list-query';

/**
 * What a person must do, derived from the records (never stored as a second copy, and kept in memory only until
 * they change): each kind of task comes from one kind of record, links to it and carries its due day when the record
 * has one.
 */

/** The kinds of task, in the order My tasks groups them. */
export const taskKinds = [
  'control',
  'failing-check',
  'evidence-review',
  'evidence-renewal',
  'policy-approval',
  'policy-acceptance',
  'policy-review',
  'training',
  'checklist',
  'risk-acceptance',
  'risk-review',
  'vendor-document',
  'vendor-review',
  'corrective-action',
  'access-review',
  'access-revoke',
  'audit-request',
  'audit-finding',
  'audit-evidence-flag',
  'audit-item-comment',
  'vulnerability',
] as const;
export type TaskKind = (typeof taskKinds)[number];

/** Each kind's heading on My tasks. */
export const taskKindLabels: Record<TaskKind, string> = {
  control: 'Controls to implement',
  'failing-check': 'Failing checks to fix',
  'evidence-review': 'Evidence to review',
  'evidence-renewal': 'Evidence to renew',
  'policy-approval': 'Policies to approve',
  'policy-acceptance': 'Policies to accept',
  'policy-review': 'Policies to review',
  training: 'Security training',
  checklist: 'Onboarding and offboarding',
  'risk-acceptance': 'Risk acceptances to renew',
  'risk-review': 'Risks to review',
  'vendor-document': 'Vendor documents to renew',
  'vendor-review': 'Vendors to review',
  'corrective-action': 'Corrective actions',
  'access-review': 'Access to review',
  'access-revoke': 'Access to revoke',
  'audit-request': 'Audit requests to answer',
  'audit-finding': 'Audit findings to remedy',
  'audit-evidence-flag': 'Evidence flagged by the auditor',
  'audit-item-comment': 'Evidence the auditor commented on',
  vulnerability: 'Vulnerabilities past deadline',
};

/** How many days ahead a policy's review and an evidence item's expiry become a task. */
export const TASK_HORIZON_DAYS = 14;
/** A person has this many days from a version's approval to accept it (as long as an acceptance link lasts). */
export const DAYS_TO_ACCEPT = 14;

export type Task = {
  kind: TaskKind;
  /** Unique among a person's tasks: the kind and the record it comes from. */
  key: string;
  title: string;
  /** A line under the title: why it is a task. */
  detail: string;
  /** The record's screen. */
  href: string;
  /** YYYY-MM-DD, or null when the record sets no day. */
  dueOn: string | null;
  /** The moment it falls due, when the record sets one (a checklist's deadline): its due words count from it. */
  dueAt?: Date;
  /** The due day has passed. */
  overdue: boolean;
};

/** What a source gives for one record; the task's key and overdue mark are worked out from it. */
export type TaskInput = {
  kind: TaskKind;
  recordId: string;
  title: string;
  detail: string;
  href: string;
  dueOn: string | null;
  dueAt?: Date;
};

/** A task seen on `today` (YYYY-MM-DD): overdue once its due day has passed (on the day itself it is still due). */
export function taskOf(input: TaskInput, today: string): Task {
  const { recordId, ...rest } = input;
  return { ...rest, key: `${input.kind}:${recordId}`, overdue: input.dueOn !== null && input.dueOn < today };
}

const kindOrder = (kind: TaskKind) => taskKinds.indexOf(kind);

/**
 * The order of My tasks: overdue first, then by due day (soonest first, tasks without a day last), then by kind
 * and title, so the same records always list the same way.
 */
export function sortTasks(tasks: readonly Task[]): Task[] {
  return [...tasks].sort(
    (a, b) =>
      Number(b.overdue) - Number(a.overdue) ||
      (a.dueOn ?? '9999-12-31').localeCompare(b.dueOn ?? '9999-12-31') ||
      kindOrder(a.kind) - kindOrder(b.kind) ||
      a.title.localeCompare(b.title) ||
      a.key.localeCompare(b.key),
  );
}

export type TaskCount = { total: number; overdue: number };

/** How many tasks there are, and how many of them are overdue. */
export function countTasks(tasks: readonly Task[]): TaskCount {
  return { total: tasks.length, overdue: tasks.filter((task) => task.overdue).length };
}

export type TaskGroup = { kind: TaskKind; label: string; tasks: Task[] };

/** The tasks by kind, in the kinds' order, leaving out kinds without a task; each group keeps the tasks' order. One pass. */
export function groupTasks(tasks: readonly Task[]): TaskGroup[] {
  const byKind = new Map<TaskKind, Task[]>();
  for (const task of tasks) {
    const group = byKind.get(task.kind);
    if (group) group.push(task);
    else byKind.set(task.kind, [task]);
  }
  return taskKinds.flatMap((kind) => {
    const found = byKind.get(kind);
    return found ? [{ kind, label: taskKindLabels[kind], tasks: found }] : [];
  });
}

/**
 * A member's tasks worked out once for every screen that shows them: all of them overdue first (`tasks`), the same
 * by kind as My tasks lists them (`groups`), and their count. A page or a count is then read off it without going
 * through every task again.
 */
export type TaskList = { tasks: Task[]; groups: TaskGroup[]; count: TaskCount };

/** The list of `tasks`, in any order. */
export function taskListOf(tasks: readonly Task[]): TaskList {
  const sorted = sortTasks(tasks);
  return { tasks: sorted, groups: groupTasks(sorted), count: countTasks(sorted) };
}

export type TaskKindCount = { kind: TaskKind; count: number };

/** How many tasks each kind holds, in the kinds' order, leaving out kinds without a task: the filters' counts. */
export function countTasksByKind(list: TaskList): TaskKindCount[] {
  return list.groups.map((group) => ({ kind: group.kind, count: group.tasks.length }));
}

/** A group as one page shows it: its tasks on that page, and how many it holds over every page (its heading's count). */
export type PagedTaskGroup = TaskGroup & { total: number };

export type TaskPage = { groups: PagedTaskGroup[]; total: number; page: number; pageCount: number };

/**
 * One page of My tasks, of one kind or of all: the tasks in the order the screen lists them (by kind, each kind
 * overdue first), cut into pages of the record lists' size. A group that runs over the end of a page goes on at the
 * top of the next one. Only the groups the page reaches are sliced, so a page costs its own tasks.
 */
export function pageOfTasks(list: TaskList, kind: TaskKind | undefined, page: number): TaskPage {
  const groups = kind ? list.groups.filter((group) => group.kind === kind) : list.groups;
  const total = groups.reduce((sum, group) => sum + group.tasks.length, 0);
  const current = pageWithin(page, total);
  let skip = (current - 1) * PAGE_SIZE;
  let room = PAGE_SIZE;
  const shown: PagedTaskGroup[] = [];
  for (const group of groups) {
    if (room === 0) break;
    const tasks = group.tasks.slice(skip, skip + room);
    skip = Math.max(0, skip - group.tasks.length);
    room -= tasks.length;
    if (tasks.length > 0) shown.push({ ...group, tasks, total: group.tasks.length });
  }
  return { groups: shown, total, page: current, pageCount: pageCountOf(total) };
}

/** The kind a URL's `kind` parameter names, or undefined (every kind) for a missing or unknown one. */
export function taskKindFilter(value: string | string[] | undefined): TaskKind | undefined {
  const kind = Array.isArray(value) ? value[0] : value;
  return taskKinds.find((known) => known === kind);
}

/**
 * The due words of a task at `now`, the same on My tasks and in letters: from its due moment when it has one
 * ("Overdue by 12 hours", as the checklist itself says), else from its due day ("Due today", "Due in 3 days",
 * "Overdue by 1 day"), or "No due date".
 */
export function taskDueText(task: Pick<Task, 'dueOn' | 'dueAt'>, now: Date): string {
  if (task.dueAt) return dueText(task.dueAt.getTime() - now.getTime());
  if (task.dueOn === null) return 'No due date';
  return dueOnDayText(daysBetween(dayOf(now), task.dueOn));
}

/** The dashboard card's figure: "No tasks", "1 task", "3 tasks". */
export function taskCountText(count: TaskCount): string {
  if (count.total === 0) return 'No tasks';
  return `${count.total} ${count.total === 1 ? 'task' : 'tasks'}`;
}

/** The dashboard card's line: "3 overdue" or "None overdue". */
export function overdueText(count: TaskCount): string {
  return count.overdue === 0 ? 'None overdue' : `${count.overdue} overdue`;
}
