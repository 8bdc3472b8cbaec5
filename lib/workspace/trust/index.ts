export {
  SOURCE_NOT_FOUND,
  addTrustDocument,
  listTrustDocuments,
  pageOfListablePolicies,
  removeTrustDocument,
  trustDocumentChoices,
  trustDocumentRows,
  type Choice,
  type TrustDocumentRow,
} from './documents';
export {
  documentFile,
  publicTrustDocument,
  publishedReader,
  publishedTrustOrganization,
  publishedTrustPage,
  publishedTrustPageOf,
  trustPagePreview,
  type TrustDocumentFile,
} from './public';
export {
  POLICIES_NOT_APPROVED,
  SAVE_FIRST_MESSAGE,
  SLUG_TAKEN_MESSAGE,
  listablePolicyIds,
  saveTrustSettings,
  setTrustPagePublished,
  storedTrustSettings,
  trustSettingsOf,
} from './settings';
export { currentNda, ndaVersionOf, publishedTrustNda, saveTrustNda, trustNdaOf } from './nda';
export { addApprovedDomain, approvedDomainsOf, listApprovedDomains, removeApprovedDomain } from './domains';
export { accessLinkPath } from './access-letters';
export {
  ALREADY_WAITING_MESSAGE,
  PAGE_GONE_MESSAGE,
  decideAccessRequest,
  listAccessRequests,
  requestTrustAccess,
  type AccessDecisionInput,
  type RequestOrigin,
} from './access-requests';
export {
  UNREADABLE_PDF_MESSAGE,
  downloadThroughAccessLink,
  viewTrustAccess,
  type AccessDocument,
  type TrustAccessView,
} from './access-links';
export { changeSubscription, queueSubprocessorNotices, subscribeToTrustPage, subscriptionPath } from './subscribers';
