// Letters to people about their own records, as each chose in Settings › Notifications, each written once (the log).
export { claimLetter, claimLetters, type LetterClaim } from './log';
export { preferencesOf, recipientsWanting, type Recipient } from './preferences';
export { siteLink } from './links';
export { mailFailingCheckOwners } from './failing-checks';
export { mailExpiringEvidence } from './evidence';
export { mailAcceptanceLinks, remindPendingAcceptances } from './acceptance';
export { mailTaskLetters } from './tasks';
export { runDueNotifications, startDailyNotifications } from './schedule';
