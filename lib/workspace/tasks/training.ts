import 'server-only';
import { trainingStatusLabels } from '@/lib/domain/training/rules';
import { ownTraining } from '../training';
import type { TaskSource } from './source';

/** The member's own security training while it is due or overdue (their person row's assigned lessons not all current). */
export const trainingTasks: TaskSource = {
  kind: 'training',
  permission: 'records.view',
  read: async (member, today) => {
    const training = await ownTraining(member, today);
    if (!training || training.status === 'complete') return [];
    const left = training.assigned.filter((lesson) => !lesson.passed).length;
    return [
      {
        kind: 'training',
        recordId: training.personId,
        title: 'Complete your security awareness training',
        detail: `${trainingStatusLabels[training.status]}: ${left} of ${training.assigned.length} ${training.assigned.length === 1 ? 'lesson' : 'lessons'} to pass`,
        href: '/manage/training',
        dueOn: training.dueDate,
      },
    ];
  },
};
