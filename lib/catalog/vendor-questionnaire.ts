/**
 * The vendor security questionnaire: a short, fixed set of questions a vendor answers through a one-time link,
 * each with yes, no or partly and an optional comment. The ids are kept with the answers, so a question's id
 * never changes once used; its wording may.
 */
export type VendorQuestion = { id: string; topic: string; text: string };

export const vendorQuestionnaire: readonly VendorQuestion[] = [
  {
    id: 'security-owner',
    topic: 'Security programme',
    text: 'Is one named person or team accountable for your information security programme?',
  },
  {
    id: 'attestation',
    topic: 'Independent assurance',
    text: 'Do you hold a current SOC 2 Type II report or ISO 27001 certificate covering the service you provide to us?',
  },
  {
    id: 'encryption',
    topic: 'Encryption',
    text: 'Is our data encrypted both at rest and in transit (TLS 1.2 or later) everywhere you keep or send it?',
  },
  {
    id: 'mfa',
    topic: 'Multi-factor sign-in',
    text: 'Must your staff use multi-factor authentication to reach systems that hold our data?',
  },
  {
    id: 'subprocessors',
    topic: 'Subprocessors',
    text: 'Do you keep a list of the subprocessors that handle our data and tell us before adding a new one?',
  },
  {
    id: 'breach-notice',
    topic: 'Breach notification',
    text: 'Will you tell us of a security breach affecting our data within 72 hours of discovering it?',
  },
  {
    id: 'data-location',
    topic: 'Data location',
    text: 'Can you tell us the countries where our data is stored and processed, and keep it there?',
  },
  {
    id: 'pentest',
    topic: 'Penetration testing',
    text: 'Has an independent party tested the service for security weaknesses in the past 12 months?',
  },
  {
    id: 'backups',
    topic: 'Backups',
    text: 'Is our data backed up regularly, and have you restored from those backups in a test this year?',
  },
  {
    id: 'screening',
    topic: 'Employee screening',
    text: 'Are employees with access to our data screened before hiring, where local law allows?',
  },
  {
    id: 'deletion',
    topic: 'Data deletion',
    text: 'When our contract ends, will you return or delete our data and confirm the deletion in writing?',
  },
];

/** The question `id` of the questionnaire, or undefined. */
export const vendorQuestionOf = (id: string): VendorQuestion | undefined => vendorQuestionnaire.find((question) => question.id === id);
