export { readScope, saveScope, approveScope } from './scope';
export { listObjectives, createObjective, updateObjective, deleteObjective } from './objectives';
export { listInternalAudits, readInternalAudit, createInternalAudit, updateInternalAudit, deleteInternalAudit } from './audits';
export { addFinding, planNonconformity, readFinding, stepNonconformity, deleteFinding } from './findings';
export {
  listManagementReviews,
  readManagementReview,
  createManagementReview,
  updateManagementReview,
  addReviewDecision,
  removeReviewDecision,
  deleteManagementReview,
  MAX_DECISIONS,
} from './reviews';
export { managementReviewMinutes, ismsSummary, type IsmsSummary } from './report';
export { dueCorrectiveActions, type DueCorrectiveAction } from './due';
export { ismsTeam, OWNER_MESSAGE, type TeamChoice } from './rows';
