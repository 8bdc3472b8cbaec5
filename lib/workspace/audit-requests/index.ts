export { addAuditRequest, importRequestList, ONE_LIST_FILE_MESSAGE, type RequestListFile } from './import';
export {
  assignAuditRequest,
  attachRequestEvidence,
  commentOnAuditRequest,
  confirmRequestControls,
  decideAuditRequest,
  requestControlSuggestions,
} from './changes';
export { evidenceChoices, listAuditRequests, readAuditRequest } from './records';
export { drawAuditSample, listAuditSamples, samplePopulationSizes } from './samples';
export { exportRequestList, type RequestListExport } from './export';
export { auditRequestPackageFiles, type RequestPackageFile } from './package';
export { ownedOpenRequests, type OwnedRequest } from './tasks';
export {
  GUEST_ACT_FORBIDDEN,
  guestAddRequest,
  guestCommentOnRequest,
  guestDecideRequest,
  guestDrawSample,
  guestImportRequestList,
  guestPopulationSizes,
  guestRequestExport,
  guestRequestList,
  guestRequestView,
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
