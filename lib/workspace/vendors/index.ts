export { EXPIRED_DOCUMENT_MESSAGE, ONE_FILE_MESSAGE, documentsOf, removeVendorDocument, uploadVendorDocument } from './documents';
export { OWNER_MESSAGE, createVendor, updateVendor } from './edits';
export {
  answerQuestionnaire,
  createQuestionnaireLink,
  questionnaireLinkPath,
  viewQuestionnaireLink,
  type QuestionnaireLinkView,
} from './questionnaire-links';
export {
  assertTeamMember,
  listVendors,
  subprocessorFilters,
  teamOf,
  vendorColumns,
  vendorOf,
  vendorReviewFilterLabels,
  vendorReviewFilters,
  vendorStats,
  vendorTeam,
  type Reader,
  type VendorListKey,
  type VendorListQuery,
  type VendorStats,
} from './records';
export { CONCLUDED_MESSAGE, FUTURE_REVIEW_MESSAGE, REVIEWER_MESSAGE, readVendor, recordVendorReview, reviewsOf } from './reviews';
