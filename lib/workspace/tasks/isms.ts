import 'server-only';
import { nonconformityStateLabels } from '@/lib/domain/isms/rules';
import { dueCorrectiveActions } from '../isms';
import type { TaskSource } from './source';

/** A nonconformity's corrective action due within the horizon or overdue: to its owner, or to the admins when it has none. */
export const correctiveActionTasks: TaskSource = {
  kind: 'corrective-action',
  permission: 'records.edit',
  read: async (member, today) =>
    (await dueCorrectiveActions(member, today)).map((action) => ({
      kind: 'corrective-action',
      recordId: action.id,
      title: `Corrective action for ${action.reference}`,
      detail: `${nonconformityStateLabels[action.state]}: internal audit ${action.auditTitle}`,
      href: `/manage/isms/audits/${action.auditId}`,
      dueOn: action.dueDate,
    })),
};
