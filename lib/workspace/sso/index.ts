export { ssoOverview, saveOidcConnection, saveSamlConnection, setSsoEnabled, saveSsoPolicy } from './settings';
export { addSsoDomain, verifySsoDomain, removeSsoDomain } from './domains';
export {
  ssoRouteForEmail,
  loadConnection,
  spendOnce,
  markConnectionTested,
  signInMember,
  domainOf,
  provisioningOf,
  type LoadedConnection,
} from './sign-in';
export { invitedSignUpRefused, passwordSignInRefused, signUpRefused } from './password-policy';
export { secondFactorAfterSignOn, type SecondFactorAfterSignOn } from './second-factor';
export { refreshAfterUnknownKey, refreshAllSsoMetadata, refreshSsoMetadata, startSsoMetadataRefresh } from './metadata-refresh';
