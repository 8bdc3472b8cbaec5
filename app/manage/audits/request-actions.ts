'use server';

import { memberAction } from '@/lib/actions/member-action';
import { workbookFileField } from '@/lib/actions/workbook-file-field';
import { auditHref } from '@/lib/domain/audits/actions';
import {
  requestAddSchema,
  requestAssignSchema,
  requestCommentSchema,
  requestControlsSchema,
  requestDecisionSchema,
  requestEvidenceSchema,
  requestImportSchema,
  sampleDrawSchema,
  requestStatusLabels,
} from '@/lib/schemas/audit-requests/records';
import {
  addAuditRequest,
  assignAuditRequest,
  attachRequestEvidence,
  commentOnAuditRequest,
  confirmRequestControls,
  decideAuditRequest,
  drawAuditSample,
  importRequestList,
  ONE_LIST_FILE_MESSAGE,
} from '@/lib/workspace/audit-requests';

const RELOAD = { message: 'Reload the page and try again.', fields: false } as const;
/** The audit's page, the request's own page and My tasks show what a request change changes. */
const requestPages = (record: { id: string; auditId: string }) => [
  auditHref(record.auditId),
  `${auditHref(record.auditId)}/requests/${record.id}`,
  '/manage/tasks',
];

export const importRequestsAction = memberAction({
  write: importRequestList,
  schema: requestImportSchema.extend({ file: workbookFileField(ONE_LIST_FILE_MESSAGE) }),
  files: ['file'],
  uploadBytes: (input) => input.file.bytes.byteLength,
  work: async (member, { file, ...input }) => {
    const record = await importRequestList(member, input, file);
    return { record, message: `${record.count} requests were imported.` };
  },
  revalidate: (record) => [auditHref(record.auditId)],
});

export const addRequestAction = memberAction({
  write: addAuditRequest,
  schema: requestAddSchema,
  work: async (member, input) => ({ record: await addAuditRequest(member, input), message: `Request ${input.reference} added.` }),
  revalidate: (record) => [auditHref(record.auditId)],
});

export const assignRequestAction = memberAction({
  write: assignAuditRequest,
  schema: requestAssignSchema,
  work: async (member, input) => ({ record: await assignAuditRequest(member, input), message: 'Owner and due date saved.' }),
  revalidate: requestPages,
});

export const confirmControlsAction = memberAction({
  write: confirmRequestControls,
  schema: requestControlsSchema,
  arrays: ['controlIds'],
  invalid: RELOAD,
  work: async (member, input) => ({ record: await confirmRequestControls(member, input), message: 'Controls confirmed.' }),
  revalidate: requestPages,
});

export const attachEvidenceAction = memberAction({
  write: attachRequestEvidence,
  schema: requestEvidenceSchema,
  arrays: ['evidenceIds'],
  invalid: RELOAD,
  work: async (member, input) => ({ record: await attachRequestEvidence(member, input), message: 'Evidence saved.' }),
  revalidate: requestPages,
});

export const decideRequestAction = memberAction({
  write: decideAuditRequest,
  schema: requestDecisionSchema,
  work: async (member, input) => {
    const record = await decideAuditRequest(member, input);
    return { record, message: `Request ${record.reference} is ${requestStatusLabels[record.status]}.` };
  },
  revalidate: requestPages,
});

export const commentRequestAction = memberAction({
  write: commentOnAuditRequest,
  schema: requestCommentSchema,
  work: async (member, input) => ({ record: await commentOnAuditRequest(member, input), message: 'Comment added.' }),
  revalidate: requestPages,
});

export const drawSampleAction = memberAction({
  write: drawAuditSample,
  schema: sampleDrawSchema,
  work: async (member, input) => {
    const record = await drawAuditSample(member, input);
    return { record, message: `${record.size} items drawn with seed ${record.seed}.` };
  },
  revalidate: (_record, input) => [auditHref(input.auditId)],
});
