export type { AuditorGuest, GuestPerson } from './guest';
export { guestAccess, guestAuditsOf, isAuditGuest, type GuestAccess } from './access';
export {
  GUEST_INVITATION_NOT_FOUND,
  acceptGuestInvitation,
  guestInvitationMessages,
  inviteAuditGuest,
  listAuditGuests,
  signUpAsGuest,
  viewGuestInvitation,
  withdrawAuditGuest,
} from './invitations';
export { guestAuditView, guestEvidenceFile, guestEvidenceView, guestPolicyPdfSource } from './reads';
export { GUEST_VIEW_LOG_SIZE, listGuestViews } from './views';
export { confirmGuestTwoFactorSetup, guestTwoFactorState, startGuestTwoFactorSetup } from './two-factor';
