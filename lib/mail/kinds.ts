/**
 * What a letter is about: the one thing the server log says of a letter besides its recipient, so the log never
 * holds a letter's text or its link.
 */
export const letterKinds = [
  'invitation',
  'auditor-invitation',
  'password-reset',
  'vendor-questionnaire',
  'task-reminder',
  'evidence-expiry',
  'failing-check',
  'policy-acceptance',
  'report',
  'trust-subscription-confirmation',
  'trust-subprocessor-notice',
  'trust-access-link',
  'trust-request-received',
  'trust-request-declined',
  'trust-request-to-admins',
] as const;

export type LetterKind = (typeof letterKinds)[number];
