'use server';

import { memberAction, type Revalidation } from '@/lib/actions/member-action';
import { internalAuditEditChecked } from '@/lib/domain/isms/rules';
import {
  findingCreateSchema,
  internalAuditCreateSchema,
  ismsDeleteSchema,
  nonconformityPlanSchema,
  nonconformityStepSchema,
  objectiveCreateSchema,
  objectiveEditSchema,
  scopeApproveSchema,
  scopeSaveSchema,
} from '@/lib/schemas/isms/records';
import {
  addFinding,
  approveScope,
  createInternalAudit,
  createObjective,
  deleteFinding,
  deleteInternalAudit,
  deleteObjective,
  planNonconformity,
  saveScope,
  stepNonconformity,
  updateInternalAudit,
  updateObjective,
} from '@/lib/workspace/isms';

/** Every ISMS screen, the tasks that read nonconformities and the dashboard's task count. */
const ismsPages = (): Revalidation[] => [{ path: '/manage/isms', type: 'layout' }, '/manage/tasks', '/manage'];
const reloadOnly = { message: 'Reload the page and try again.', fields: false } as const;

export const saveScopeAction = memberAction({
  write: saveScope,
  schema: scopeSaveSchema,
  work: async (member, input) => ({ record: await saveScope(member, input), message: 'The ISMS scope was saved.' }),
  revalidate: ismsPages,
});

export const approveScopeAction = memberAction({
  write: approveScope,
  schema: scopeApproveSchema,
  invalid: { message: 'Save the scope before approving it.', fields: false },
  work: async (member, input) => ({ record: await approveScope(member, input.version), message: 'The ISMS scope was approved.' }),
  revalidate: ismsPages,
});

export const createObjectiveAction = memberAction({
  write: createObjective,
  schema: objectiveCreateSchema,
  work: async (member, input) => {
    const record = await createObjective(member, input);
    return { record, message: `The objective ${record.title} was added.` };
  },
  revalidate: ismsPages,
});

export const editObjectiveAction = memberAction({
  write: updateObjective,
  schema: objectiveEditSchema,
  work: async (member, input) => {
    const record = await updateObjective(member, input);
    return { record, message: `The objective ${record.title} was saved.` };
  },
  revalidate: ismsPages,
});

export const deleteObjectiveAction = memberAction({
  write: deleteObjective,
  schema: ismsDeleteSchema,
  invalid: reloadOnly,
  work: async (member, input) => {
    const record = await deleteObjective(member, input.id, input.version);
    return { record, message: `The objective ${record.title} was deleted.` };
  },
  revalidate: ismsPages,
});

export const createAuditAction = memberAction({
  write: createInternalAudit,
  schema: internalAuditCreateSchema,
  work: async (member, input) => {
    const record = await createInternalAudit(member, input);
    return { record, message: `The internal audit ${record.title} was planned.` };
  },
  revalidate: ismsPages,
});

export const editAuditAction = memberAction({
  write: updateInternalAudit,
  schema: internalAuditEditChecked,
  work: async (member, input) => {
    const record = await updateInternalAudit(member, input);
    return { record, message: `The internal audit ${record.title} was saved.` };
  },
  revalidate: ismsPages,
});

export const deleteAuditAction = memberAction({
  write: deleteInternalAudit,
  schema: ismsDeleteSchema,
  invalid: reloadOnly,
  work: async (member, input) => {
    const record = await deleteInternalAudit(member, input.id, input.version);
    return { record, message: `The internal audit ${record.title} was deleted.` };
  },
  revalidate: ismsPages,
});

export const addFindingAction = memberAction({
  write: addFinding,
  schema: findingCreateSchema,
  work: async (member, input) => ({ record: await addFinding(member, input), message: 'The finding was recorded.' }),
  revalidate: ismsPages,
});

export const planNonconformityAction = memberAction({
  write: planNonconformity,
  schema: nonconformityPlanSchema,
  work: async (member, input) => ({ record: await planNonconformity(member, input), message: 'The corrective action was planned.' }),
  revalidate: ismsPages,
});

const stepMessages = {
  done: 'The corrective action was marked done.',
  verify: 'The corrective action was verified effective.',
  reopen: 'The nonconformity was reopened.',
};

export const stepNonconformityAction = memberAction({
  write: stepNonconformity,
  schema: nonconformityStepSchema,
  invalid: reloadOnly,
  work: async (member, input) => ({ record: await stepNonconformity(member, input), message: stepMessages[input.step] }),
  revalidate: ismsPages,
});

export const deleteFindingAction = memberAction({
  write: deleteFinding,
  schema: ismsDeleteSchema,
  invalid: reloadOnly,
  work: async (member, input) => ({ record: await deleteFinding(member, input.id, input.version), message: 'The finding was deleted.' }),
  revalidate: ismsPages,
});
