export { readAccount, saveNotifications, saveProfile, type AccountSettings } from './account';
export { createApiKey, listApiKeys, revokeApiKey, type ApiKeyRow } from './api-keys';
export { LAST_USE_GRAIN_MS, apiKeyHolder, apiKeyMember, type ApiKeyHolder } from './api-key-holder';
export { identityFrom, subjectOf } from './identity';
export {
  INVITATION_NOT_FOUND,
  INVITATION_TTL_MS,
  acceptInvitation,
  acceptInvitationIn,
  invitationMessages,
  invitationRefusal,
  invitationState,
  inviteMember,
  listPendingInvitations,
  pendingInvitation,
  revokeInvitation,
  viewInvitation,
  type InvitationState,
  type InvitationView,
  type JoinedOrganization,
  type PendingInvitation,
} from './invitations';
export {
  NO_ORGANIZATION_MESSAGE,
  NO_ORGANIZATION_PATH,
  createOrganization,
  currentMembership,
  foundOrganization,
  lockOrganization,
  memberColumns,
  organizationOf,
  renameOrganization,
  startOrganization,
  type Identity,
  type OrganizationDetails,
} from './organizations';
export { placeNewAccount, signUpByInvitation, type InvitedAccount } from './sign-up';
export { LAST_ADMIN_MESSAGE, changeRole, listMembers, removeMember, type TeamMemberRow } from './team';
export {
  confirmTwoFactorSetup,
  embeddedAccountId,
  memberStanding,
  mfaSetupOwed,
  regenerateRecoveryCodes,
  setMfaRequirement,
  startTwoFactorSetup,
  turnOffTwoFactor,
  twoFactorOverview,
  type CodeRefusal,
  type TwoFactorOverview,
} from './two-factor';
export { secondPersonSetting, setSecondPersonRequired, type SecondPersonSetting } from './second-person-setting';
