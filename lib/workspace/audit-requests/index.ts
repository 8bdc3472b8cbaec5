export { addAuditRequest, importRequestList, ONE_LIST_FILE_MESSAGE, type RequestListFile } from './import';
export {
  assignAuditRequest,
  attachRequestEvidence,
  commentOnAuditRequest,
  confirmRequestControls,
  decideAuditRequest,
  requestControlSuggestions,
} from './changes';
export { evidenceChoices, listAuditRequests, readAuditRequest, type RequestView } from './records';
export { commentOnRequestItem, type ItemCommentResult } from './item-comments';
export { drawAuditSample, listAuditSamples, samplePopulationSizes } from './samples';
export { exportRequestList, type RequestListExport } from './export';
export { auditRequestPackageFiles, type RequestPackageFile } from './package';
export {
  ownedFlaggedEvidence,
  ownedItemComments,
  ownedOpenRequests,
  type CommentedItem,
  type FlaggedItem,
  type OwnedRequest,
} from './tasks';
export { reviewRequestEvidence, type EvidenceReviewResult } from './evidence-reviews';
export { acceptAuditRequests, guestAcceptRequests, submitAuditRequests } from './bulk';
export {
  GUEST_ACT_FORBIDDEN,
  guestAddRequest,
  guestCommentOnItem,
  guestCommentOnRequest,
  guestDecideRequest,
  guestDrawSample,
  guestImportRequestList,
  guestPopulationSizes,
  guestRequestExport,
  guestRequestList,
  guestRequestView,
  guestReviewEvidence,
  guestSamples,
  type RequestGuest,
} from './guest-acts';
export {
  listRequestFindings,
  ownedOpenFindings,
  planRequestFinding,
  raiseRequestFinding,
  stepRequestFinding,
  type OwnedFinding,
} from './findings';
export { guestFindingList, guestRaiseFinding, guestStepFinding } from './guest-findings';
