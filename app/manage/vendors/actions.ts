'use server';

import { memberAction } from '@/lib/actions/member-action';
import { dayOf } from '@/lib/domain/calendar-days';
import { uploadedFilesField, uploadSize } from '@/lib/domain/evidence/files';
import {
  checkingDocumentPeriod,
  questionnaireLinkSchema,
  vendorCreateSchema,
  vendorDocumentKindLabels,
  vendorDocumentObject,
  vendorDocumentRemovalSchema,
  vendorEditSchema,
  vendorFormArrays,
  vendorReviewConclusionLabels,
  vendorReviewSchema,
  type Vendor,
} from '@/lib/schemas/vendors/records';
import {
  createQuestionnaireLink,
  createVendor,
  recordVendorReview,
  removeVendorDocument,
  updateVendor,
  uploadVendorDocument,
} from '@/lib/workspace/vendors';

/** The list and the vendor's page show the change on their next render (and My tasks its tasks). */
const refresh = (vendorId: string) => ['/manage/vendors', `/manage/vendors/${vendorId}`, '/manage/tasks', '/manage'];

export const addVendorAction = memberAction({
  write: createVendor,
  schema: vendorCreateSchema,
  arrays: vendorFormArrays,
  work: async (member, input) => {
    const record = await createVendor(member, input);
    return { record, message: `${record.name} was added to Vendors.` };
  },
  revalidate: (vendor: Vendor) => refresh(vendor.id),
});

export const editVendorAction = memberAction({
  write: updateVendor,
  schema: vendorEditSchema,
  arrays: vendorFormArrays,
  work: async (member, input) => {
    const record = await updateVendor(member, input);
    return { record, message: `The details of ${record.name} were saved.` };
  },
  revalidate: (vendor: Vendor) => refresh(vendor.id),
});

/** Upload a document: the file passes the evidence upload's checks (count, type, size, first bytes). */
export const uploadVendorDocumentAction = memberAction({
  write: uploadVendorDocument,
  schema: checkingDocumentPeriod(vendorDocumentObject.extend({ files: uploadedFilesField })),
  files: ['files'],
  uploadBytes: (input) => uploadSize(input.files),
  work: async (member, { files, ...input }) => {
    const record = await uploadVendorDocument(member, input, files);
    return {
      record: { ...record, vendorId: input.vendorId },
      message: `The ${vendorDocumentKindLabels[record.kind]} ${record.fileName} was uploaded.`,
    };
  },
  revalidate: (document) => [...refresh(document.vendorId), '/manage/evidence'],
});

export const removeVendorDocumentAction = memberAction({
  write: removeVendorDocument,
  schema: vendorDocumentRemovalSchema,
  work: async (member, input) => {
    const record = await removeVendorDocument(member, input);
    return { record: { ...record, vendorId: input.vendorId }, message: `The document ${record.fileName} was removed.` };
  },
  revalidate: (document) => [...refresh(document.vendorId), '/manage/evidence'],
});

export const recordVendorReviewAction = memberAction({
  write: recordVendorReview,
  schema: vendorReviewSchema,
  work: async (member, input) => {
    const record = await recordVendorReview(member, input, dayOf(new Date()));
    return {
      record: { ...record, vendorId: input.vendorId },
      message: `Review recorded: ${vendorReviewConclusionLabels[input.conclusion]}.`,
    };
  },
  revalidate: (review) => refresh(review.vendorId),
});

/** Send questionnaire: the link is answered once, to be shown to the member this one time. */
export const sendQuestionnaireAction = memberAction({
  write: createQuestionnaireLink,
  schema: questionnaireLinkSchema,
  work: async (member, input) => {
    const record = await createQuestionnaireLink(member, input);
    const message = record.mailedTo
      ? `The questionnaire link was mailed to ${record.mailedTo}.`
      : 'The questionnaire link is ready to send.';
    return { record, message };
  },
  revalidate: (link) => refresh(link.vendorId),
});
