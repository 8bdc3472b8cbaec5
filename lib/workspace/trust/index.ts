export * from './documents';
export * from './public';
export * from './settings';
export * from './nda';
export * from './domains';
export { accessLinkPath } from './access-letters';
export * from './access-requests';
export * from './access-links';
export { changeSubscription, queueSubprocessorNotices, subscribeToTrustPage, subscriptionPath } from './subscribers';
