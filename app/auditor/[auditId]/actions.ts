'use server';

import { guestAction } from '@/lib/auditor/guest-action';
import { workbookFileField } from '@/lib/actions/workbook-file-field';
import { bulkOutcomeMessage } from '@/lib/domain/audit-requests/evidence-review';
import { requestFindingStateLabels } from '@/lib/domain/audit-requests/finding-rules';
import { bulkAcceptSchema, evidenceReviewSchema, itemCommentSchema } from '@/lib/schemas/audit-requests/evidence-reviews';
import { requestFindingRaiseSchema, requestFindingStepSchema } from '@/lib/schemas/audit-requests/findings';
import {
  requestAddSchema,
  requestCommentSchema,
  requestDecisionSchema,
  requestImportSchema,
  requestStatusLabels,
  sampleDrawSchema,
} from '@/lib/schemas/audit-requests/records';
import {
  guestAcceptRequests,
  guestAddRequest,
  guestCommentOnItem,
  guestCommentOnRequest,
  guestDecideRequest,
  guestDrawSample,
  guestImportRequestList,
  guestRaiseFinding,
  guestReviewEvidence,
  guestStepFinding,
  ONE_LIST_FILE_MESSAGE,
} from '@/lib/workspace/audit-requests';

// Each action is bound to its audit's id by the page; the guest is read again for that audit on every post.

export const guestImportRequestsAction = guestAction({
  schema: requestImportSchema.extend({ file: workbookFileField(ONE_LIST_FILE_MESSAGE) }),
  files: ['file'],
  work: async (guest, { file, ...input }) => {
    const record = await guestImportRequestList(guest, input, file);
    return { record, message: `${record.count} requests were imported.` };
  },
});

export const guestAddRequestAction = guestAction({
  schema: requestAddSchema,
  work: async (guest, input) => ({ record: await guestAddRequest(guest, input), message: `Request ${input.reference} added.` }),
});

export const guestDecideRequestAction = guestAction({
  schema: requestDecisionSchema,
  work: async (guest, input) => {
    const record = await guestDecideRequest(guest, input);
    return { record, message: `Request ${record.reference} is ${requestStatusLabels[record.status]}.` };
  },
});

export const guestCommentAction = guestAction({
  schema: requestCommentSchema,
  work: async (guest, input) => ({ record: await guestCommentOnRequest(guest, input), message: 'Comment added.' }),
});

export const guestCommentItemAction = guestAction({
  schema: itemCommentSchema,
  work: async (guest, input) => {
    const record = await guestCommentOnItem(guest, input);
    return { record, message: `Comment added on ${record.evidenceName}.` };
  },
});

export const guestDrawSampleAction = guestAction({
  schema: sampleDrawSchema,
  work: async (guest, input) => {
    const record = await guestDrawSample(guest, input);
    return { record, message: `${record.size} items drawn with seed ${record.seed}.` };
  },
});

export const guestRaiseFindingAction = guestAction({
  schema: requestFindingRaiseSchema,
  work: async (guest, input) => ({ record: await guestRaiseFinding(guest, input), message: `Finding ${input.title} raised.` }),
});

export const guestStepFindingAction = guestAction({
  schema: requestFindingStepSchema,
  work: async (guest, input) => {
    const record = await guestStepFinding(guest, input);
    return { record, message: `Finding ${record.title} is ${requestFindingStateLabels[record.state].toLowerCase()}.` };
  },
});

export const guestReviewEvidenceAction = guestAction({
  schema: evidenceReviewSchema,
  work: async (guest, input) => {
    const record = await guestReviewEvidence(guest, input);
    return { record, message: `${record.summary}.` };
  },
});

export const guestBulkAcceptAction = guestAction({
  schema: bulkAcceptSchema,
  arrays: ['requestIds'],
  work: async (guest, input) => {
    const outcome = await guestAcceptRequests(guest, input);
    return { record: { auditId: input.auditId, ...outcome }, message: bulkOutcomeMessage(outcome, 'accepted') };
  },
});
