import type { AlertCheck } from '../checks/alerts';
import { daysText } from '../durations';

/** The letters written to one person on their own records, and when each may be written again. */

/** Evidence is written about when it expires within this many days. */
export const EXPIRING_WITHIN_DAYS = 14;
/** A person is reminded of the policies they have not accepted at most once in this many days. */
export const ACCEPTANCE_REMINDER_DAYS = 7;

/** The kinds of letter the log tells apart: each is sent once per recipient and key. */
export type LetterKind =
  'failing-check' | 'expiring-evidence' | 'acceptance-reminder' | 'assigned-task' | 'weekly-digest' | 'overdue-reminder';

export type LetterText = { subject: string; body: string };

export const signOff = (why: string) => `You receive this ${why}. Change what you receive in Settings › Notifications.`;

/** To the owner of controls on which checks started failing. */
export function failingCheckLetter(input: {
  organizationName: string;
  providerName: string;
  failing: readonly AlertCheck[];
  ownedControls: ReadonlySet<string>;
  link: string;
}): LetterText {
  const [first] = input.failing;
  const subject =
    input.failing.length === 1
      ? `A check failing on a control you own: ${first!.title}`
      : `${input.failing.length} checks failing on controls you own`;
  const lines = input.failing.map((check) => {
    const yours = check.controls.filter((control) => input.ownedControls.has(control));
    return `- ${check.title} (your controls: ${yours.join(', ')})`;
  });
  return {
    subject,
    body: [
      `The ${input.providerName} checks of ${input.organizationName} started failing:`,
      ...lines,
      '',
      `See the results (sign-in needed): ${input.link}`,
      '',
      signOff('as the owner of these controls'),
    ].join('\n'),
  };
}

/** "today", "tomorrow", "in 5 days". */
export function inDays(days: number): string {
  if (days <= 0) return 'today';
  return days === 1 ? 'tomorrow' : `in ${daysText(days)}`;
}

/** To the owner of an evidence item that expires within EXPIRING_WITHIN_DAYS days. */
export function expiringEvidenceLetter(input: {
  organizationName: string;
  evidenceName: string;
  expiresOn: string;
  daysLeft: number;
  link: string;
}): LetterText {
  return {
    subject: `Evidence expires ${inDays(input.daysLeft)}: ${input.evidenceName}`,
    body: [
      `The evidence "${input.evidenceName}" of ${input.organizationName} expires on ${input.expiresOn} (${inDays(input.daysLeft)}).`,
      'After that day it no longer counts for its controls. Upload a current file before then.',
      '',
      `Open the evidence (sign-in needed): ${input.link}`,
      '',
      signOff('because you uploaded this evidence'),
    ].join('\n'),
  };
}

/** A policy someone is asked to accept. */
export type PolicyToAccept = { policyName: string; versionLabel: string };

/** How many policies a letter names; its link lists every one. */
export const POLICIES_NAMED = 20;

/**
 * A request to a person without a login to accept one or more policies: one personal link that lists them all,
 * each read and accepted there, until `linkExpiresOn`. Members are asked on My tasks and by the letters drawn from it.
 */
export function acceptanceLetter(input: {
  organizationName: string;
  policies: readonly PolicyToAccept[];
  link: string;
  linkExpiresOn: string;
  first: boolean;
}): LetterText {
  const [only] = input.policies;
  const count = input.policies.length;
  const what = count === 1 ? `${only!.policyName} ${only!.versionLabel}` : `${count} policies`;
  const subject = input.first ? `Please read and accept: ${what}` : `Reminder: please read and accept ${what}`;
  const unnamed = count - POLICIES_NAMED;
  return {
    subject,
    body: [
      `${input.organizationName} asks you to read and accept ${count === 1 ? `the policy ${what}` : `these ${what}`}.`,
      '',
      ...input.policies.slice(0, POLICIES_NAMED).map((policy) => `- ${policy.policyName} ${policy.versionLabel}`),
      ...(unnamed > 0 ? [`- and ${unnamed} more`] : []),
      '',
      `Open your personal link to read each one and accept it: ${input.link}`,
      '',
      `The link works until ${input.linkExpiresOn}. Do not forward it: it records your acceptance.`,
      '',
      'You receive this because the organization asks you to accept these policies.',
    ].join('\n'),
  };
}
