'use server';

import { memberAction, type Revalidation } from '@/lib/actions/member-action';
import {
  decisionAddSchema,
  decisionRemoveSchema,
  ismsDeleteSchema,
  reviewCreateSchema,
  reviewEditSchema,
} from '@/lib/schemas/isms/records';
import {
  addReviewDecision,
  createManagementReview,
  deleteManagementReview,
  removeReviewDecision,
  updateManagementReview,
} from '@/lib/workspace/isms';

const reviewPages = (): Revalidation[] => [{ path: '/manage/isms', type: 'layout' }];
const reloadOnly = { message: 'Reload the page and try again.', fields: false } as const;

export const createReviewAction = memberAction({
  write: createManagementReview,
  schema: reviewCreateSchema,
  work: async (member, input) => {
    const record = await createManagementReview(member, input);
    return { record, message: `The management review ${record.title} was recorded.` };
  },
  revalidate: reviewPages,
});

export const editReviewAction = memberAction({
  write: updateManagementReview,
  schema: reviewEditSchema,
  work: async (member, input) => {
    const record = await updateManagementReview(member, input);
    return { record, message: `The management review ${record.title} was saved.` };
  },
  revalidate: reviewPages,
});

export const addDecisionAction = memberAction({
  write: addReviewDecision,
  schema: decisionAddSchema,
  work: async (member, input) => ({ record: await addReviewDecision(member, input), message: 'The decision was added to the minutes.' }),
  revalidate: reviewPages,
});

export const removeDecisionAction = memberAction({
  write: removeReviewDecision,
  schema: decisionRemoveSchema,
  invalid: reloadOnly,
  work: async (member, input) => ({
    record: await removeReviewDecision(member, input.id, input.version, input.decisionId),
    message: 'The decision was removed from the minutes.',
  }),
  revalidate: reviewPages,
});

export const deleteReviewAction = memberAction({
  write: deleteManagementReview,
  schema: ismsDeleteSchema,
  invalid: reloadOnly,
  work: async (member, input) => {
    const record = await deleteManagementReview(member, input.id, input.version);
    return { record, message: `The management review ${record.title} was deleted.` };
  },
  revalidate: reviewPages,
});
