import 'server-only';
import type { Action } from '@/lib/domain/permissions';
import type { TaskInput, TaskKind } from '@/lib/domain/tasks/rules';
import type { Member } from '../member';

/**
 * One kind of task and where it comes from: a read of the member's own organization, for the member, on a day
 * (YYYY-MM-DD). `permission` is what the task asks of its doer: a role without it has none of these tasks (a
 * viewer implements no control and approves no policy), so its query is not even run.
 */
export type TaskSource = {
  kind: TaskKind;
  permission: Action;
  read: (member: Member, today: string) => Promise<TaskInput[]>;
};
