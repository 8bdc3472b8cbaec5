import 'server-only';
import { failingCheckControls } from '../checks';
import { controlPlaces, ownedControls } from './controls';
import type { TaskSource } from './source';

/** Controls the member owns that a check of the latest runs fails, whatever their state: the check says what to fix. */
export const failingCheckTasks: TaskSource = {
  kind: 'failing-check',
  permission: 'records.edit',
  read: async (member, today) => {
    const [owned, failing] = await Promise.all([ownedControls(member), failingCheckControls(member, today)]);
    const failed = owned.filter((row) => failing.has(row.controlId));
    if (failed.length === 0) return [];
    const place = await controlPlaces(member);
    return failed.map((row) => ({
      kind: 'failing-check',
      recordId: row.controlId,
      ...place(row.controlId),
      detail: `Failing: ${failing.get(row.controlId)!.join(', ')}`,
      dueOn: null,
    }));
  },
};
