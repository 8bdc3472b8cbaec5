import { DAY_MS } from '@/lib/domain/calendar-days';
import type { GoogleUser, GoogleWorkspaceFacts } from '@/lib/integrations/google-workspace/facts';
import { INACTIVE_DAYS } from './okta';
import { perUser } from './per-user';
import { isUnknown, type CheckDefinition, type CheckResult } from './types';

/** More super administrators than this is more people than need every right; Google advises a few. */
export const MAX_SUPER_ADMINS = 4;

const dayOf = (iso: string): string => iso.slice(0, 10);
const isActive = (user: GoogleUser) => !user.suspended && !user.archived;

/** Each active user's result by `judge`, or the domain's could not evaluate when the user list was not read. */
function perActiveUser(
  { domain, users }: GoogleWorkspaceFacts,
  judge: (user: GoogleUser) => CheckResult,
  passed: (count: number) => string,
): CheckResult[] {
  if (isUnknown(users)) return [{ resource: domain, outcome: 'unknown', reason: users.unknown }];
  const results = users.filter(isActive).map(judge);
  return perUser(domain, results, passed(results.length), 'The domain has no active user.');
}

/** The checks run on a Google Workspace customer's facts. */
export const googleWorkspaceChecks: readonly CheckDefinition<GoogleWorkspaceFacts>[] = [
  {
    id: 'google-workspace.active-users-2sv',
    title: 'Every active Google Workspace user is enrolled in 2-Step Verification',
    proves: 'Every person who can sign in to the company’s accounts has a second factor enrolled.',
    controls: ['AC-05', 'AC-06'],
    severity: 'high',
    logic: {
      reads: 'Every user of the customer (users.list, every page), field isEnrolledIn2Sv; suspended and archived users left out.',
      rule: 'Each active user must be enrolled in 2-Step Verification.',
      pass: 'Every active user is enrolled (or the domain has no active user).',
      fail: 'An active user is not enrolled.',
      unknown: 'The users could not be read (refused, rate-limited, unreachable).',
    },
    evaluate: (facts) =>
      perActiveUser(
        facts,
        ({ email, enrolledIn2Sv }) =>
          enrolledIn2Sv
            ? { resource: email, outcome: 'pass', reason: 'Enrolled in 2-Step Verification.' }
            : { resource: email, outcome: 'fail', reason: 'Active, and not enrolled in 2-Step Verification.' },
        (count) => `Every active user (${count}) is enrolled in 2-Step Verification.`,
      ),
  },
  {
    id: 'google-workspace.2sv-enforced',
    title: '2-Step Verification is enforced for every active Google Workspace user',
    proves: 'A second factor is required by policy, so no one can sign in with a password alone by turning it off.',
    controls: ['AC-05'],
    severity: 'high',
    logic: {
      reads: 'Every user of the customer, field isEnforcedIn2Sv; suspended and archived users left out.',
      rule: '2-Step Verification must be enforced by policy on each active user, not only enrolled.',
      pass: 'Enforcement is on for every active user.',
      fail: 'No policy enforces 2-Step Verification on an active user.',
      unknown: 'The users could not be read.',
    },
    evaluate: (facts) =>
      perActiveUser(
        facts,
        ({ email, enforcedIn2Sv }) =>
          enforcedIn2Sv
            ? { resource: email, outcome: 'pass', reason: '2-Step Verification is enforced on the account.' }
            : { resource: email, outcome: 'fail', reason: 'No policy enforces 2-Step Verification on the account.' },
        (count) => `2-Step Verification is enforced for every active user (${count}).`,
      ),
  },
  {
    id: 'google-workspace.suspended-no-admin',
    title: 'No suspended Google Workspace user holds an administrator role',
    proves: 'Administrator rights are taken away when an account is suspended, so they cannot return with it.',
    controls: ['AC-07', 'HR-05'],
    severity: 'high',
    logic: {
      reads: "Every suspended user (field isAdmin) and the customer's role assignments joined to the roles' names.",
      rule: 'No suspended user may still be a super administrator or hold an administrator role.',
      pass: 'No suspended user holds a role (or the domain has none suspended).',
      fail: 'A suspended user is still a super administrator or holds a role; the result names it.',
      unknown:
        'The users could not be read, or the role assignments could not be read for a suspended user who is not a super administrator.',
    },
    evaluate: ({ domain, users, adminRoles }) => {
      if (isUnknown(users)) return [{ resource: domain, outcome: 'unknown', reason: users.unknown }];
      const results = users
        .filter((user) => user.suspended)
        .map(({ id, email, superAdmin }): CheckResult => {
          // A super administrator shows on the user itself; other roles only through the role assignments.
          if (superAdmin) return { resource: email, outcome: 'fail', reason: 'Suspended, and still a super administrator.' };
          if (isUnknown(adminRoles)) return { resource: email, outcome: 'unknown', reason: adminRoles.unknown };
          const roles = adminRoles[id] ?? [];
          return roles.length > 0
            ? { resource: email, outcome: 'fail', reason: `Suspended, and still holds ${roles.join(', ')}.` }
            : { resource: email, outcome: 'pass', reason: 'Suspended, with no administrator role.' };
        });
      return perUser(
        domain,
        results,
        `No suspended user (${results.length}) holds an administrator role.`,
        'The domain has no suspended user.',
      );
    },
  },
  {
    id: 'google-workspace.inactive-users',
    title: `No active Google Workspace user has gone ${INACTIVE_DAYS} days without signing in`,
    proves: `Accounts unused for ${INACTIVE_DAYS} days are reviewed and suspended rather than left open.`,
    controls: ['AC-03', 'HR-05'],
    severity: 'medium',
    logic: {
      reads: "Every active user's last sign-in (lastLoginTime) and creation time.",
      rule: 'No active user may go 90 days without signing in; an account never used counts from its creation.',
      pass: 'The user signed in, or was created, within 90 days.',
      fail: 'The user last signed in, or was created without signing in, more than 90 days ago.',
      unknown: 'The users could not be read, or Google shows neither date.',
    },
    evaluate: (facts, now) => {
      const cutoff = now.getTime() - INACTIVE_DAYS * DAY_MS;
      return perActiveUser(
        facts,
        ({ email, lastLogin, created }) => {
          const since = lastLogin ?? created;
          if (!since) return { resource: email, outcome: 'unknown', reason: 'Google shows neither a sign-in nor a creation date.' };
          const what = lastLogin ? `Last signed in on ${dayOf(lastLogin)}` : `Never signed in since creation on ${dayOf(since)}`;
          return Date.parse(since) < cutoff
            ? { resource: email, outcome: 'fail', reason: `${what}, more than ${INACTIVE_DAYS} days ago.` }
            : { resource: email, outcome: 'pass', reason: `${what}.` };
        },
        (count) => `Every active user (${count}) signed in within ${INACTIVE_DAYS} days.`,
      );
    },
  },
  {
    id: 'google-workspace.super-admins-limited',
    title: `At most ${MAX_SUPER_ADMINS} active Google Workspace users are super administrators`,
    proves: 'The rights to change everything in the domain are held by a few named people.',
    controls: ['AC-07'],
    severity: 'medium',
    logic: {
      reads: "Every active user's super administrator flag (isAdmin).",
      rule: 'At most 4 active users may be super administrators.',
      pass: 'One to 4 active super administrators.',
      fail: 'More than 4 active super administrators; the result names them.',
      unknown: 'The users could not be read, or none shows as super administrator (a domain always has one: the list is partial).',
    },
    evaluate: ({ domain, users }) => {
      if (isUnknown(users)) return [{ resource: domain, outcome: 'unknown', reason: users.unknown }];
      const admins = users.filter((user) => isActive(user) && user.superAdmin).map((user) => user.email);
      if (admins.length === 0) {
        return [{ resource: domain, outcome: 'unknown', reason: 'Google showed no active super administrator: the list may be partial.' }];
      }
      return admins.length <= MAX_SUPER_ADMINS
        ? [{ resource: domain, outcome: 'pass', reason: `${admins.length} super administrator(s): ${admins.join(', ')}.` }]
        : [
            {
              resource: domain,
              outcome: 'fail',
              reason: `${admins.length} super administrators, more than ${MAX_SUPER_ADMINS}: ${admins.join(', ')}.`,
            },
          ];
    },
  },
];
