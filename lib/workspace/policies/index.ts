export {
  ALL_POLICIES,
  createHipaaPolicyDraftsIn,
  createPolicy,
  createPolicyFromTemplate,
  getPolicy,
  listPolicies,
  listed,
  policyStats,
  shownOn,
  type DraftedPolicy,
  type PolicyQuery,
} from './library';
export {
  approvePolicy,
  archivePolicy,
  commentOnPolicy,
  deletePolicy,
  renewPolicy,
  returnPolicy,
  submitPolicy,
  updatePolicy,
} from './lifecycle';
export { PDF_NOT_APPROVED, policyPdfSource } from './pdf-source';
export { LEFT_MESSAGE, NOT_APPROVED_MESSAGE, NO_PERSON_MESSAGE, acceptPolicy } from './acceptance';
export {
  acceptancesByPolicy,
  approvedHeadingsOf,
  approvedTextOf,
  policyAcceptanceStatus,
  rosterPeopleOf,
  type ApprovedHeading,
  type ApprovedText,
} from './acceptance-roster';
export {
  acceptThroughLink,
  acceptanceLinkPath,
  createAcceptanceLinks,
  linkedPolicyPath,
  storeAcceptanceLinks,
  versionsOf,
  viewAcceptanceLink,
  viewLinkedPolicy,
  type LinkedPolicy,
} from './acceptance-links';
export { setAcceptanceScope, unknownDepartmentMessage } from './scope';
export { pageOfPersonAcceptances, personAcceptances } from './person-acceptances';
