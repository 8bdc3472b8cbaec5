import { DAY_MS } from '@/lib/domain/calendar-days';
import type { OktaFacts } from '@/lib/integrations/okta/facts';
import { perUser } from './per-user';
import { isUnknown, type CheckDefinition, type CheckResult } from './types';

/** How long an active account may go without signing in before it should be reviewed and disabled. */
export const INACTIVE_DAYS = 90;

const dayOf = (iso: string): string => iso.slice(0, 10);

/** The checks run on an Okta org's facts. */
export const oktaChecks: readonly CheckDefinition<OktaFacts>[] = [
  {
    id: 'okta.active-users-mfa',
    title: 'Every active Okta user is enrolled in multi-factor authentication',
    proves: 'Every person who can sign in through the identity provider has a second factor enrolled.',
    controls: ['AC-05', 'AC-06'],
    severity: 'high',
    logic: {
      reads: 'Every active Okta user (every page) and the factors each has enrolled and activated.',
      rule: 'Each active user must have at least one active factor besides the password.',
      pass: 'Every active user has a factor enrolled (or the org has no active user).',
      fail: 'An active user has no factor enrolled besides the password.',
      unknown: "The users, or that user's factors, could not be read.",
    },
    evaluate: ({ org, activeUsers }) => {
      if (isUnknown(activeUsers)) return [{ resource: org, outcome: 'unknown', reason: activeUsers.unknown }];
      const results = activeUsers.map(({ login, factors }): CheckResult => {
        if (isUnknown(factors)) return { resource: login, outcome: 'unknown', reason: factors.unknown };
        return factors.length > 0
          ? { resource: login, outcome: 'pass', reason: `Enrolled: ${factors.join(', ')}.` }
          : { resource: login, outcome: 'fail', reason: 'Active, with no factor enrolled besides the password.' };
      });
      return perUser(org, results, `Every active user (${results.length}) has a factor enrolled.`, 'The org has no active user.');
    },
  },
  {
    id: 'okta.suspended-no-admin',
    title: 'No suspended Okta user holds an administrator role',
    proves: 'Administrator rights are taken away when an account is suspended, so they cannot return with it.',
    controls: ['AC-07', 'HR-05'],
    severity: 'high',
    logic: {
      reads: 'Every suspended Okta user and the administrator roles assigned to each.',
      rule: 'No suspended user may still hold an administrator role.',
      pass: 'No suspended user holds a role (or the org has none suspended).',
      fail: 'A suspended user still holds an administrator role; the result names it.',
      unknown: "The users, or that user's roles, could not be read.",
    },
    evaluate: ({ org, suspendedUsers }) => {
      if (isUnknown(suspendedUsers)) return [{ resource: org, outcome: 'unknown', reason: suspendedUsers.unknown }];
      const results = suspendedUsers.map(({ login, adminRoles }): CheckResult => {
        if (isUnknown(adminRoles)) return { resource: login, outcome: 'unknown', reason: adminRoles.unknown };
        return adminRoles.length > 0
          ? { resource: login, outcome: 'fail', reason: `Suspended, and still holds ${adminRoles.join(', ')}.` }
          : { resource: login, outcome: 'pass', reason: 'Suspended, with no administrator role.' };
      });
      return perUser(org, results, `No suspended user (${results.length}) holds an administrator role.`, 'The org has no suspended user.');
    },
  },
  {
    id: 'okta.inactive-users',
    title: `No active Okta user has gone ${INACTIVE_DAYS} days without signing in`,
    proves: `Accounts unused for ${INACTIVE_DAYS} days are reviewed and disabled rather than left open.`,
    controls: ['AC-03', 'HR-05'],
    severity: 'medium',
    logic: {
      reads: 'Every active Okta user with the last sign-in, activation and creation dates.',
      rule: 'No active user may go 90 days without signing in; an account never used counts from its activation.',
      pass: 'Every active user signed in, or was activated, within 90 days.',
      fail: 'An active user last signed in, or was activated without signing in, more than 90 days ago.',
      unknown: 'The users could not be read, or Okta shows neither a sign-in nor an activation date.',
    },
    evaluate: ({ org, activeUsers }, now) => {
      if (isUnknown(activeUsers)) return [{ resource: org, outcome: 'unknown', reason: activeUsers.unknown }];
      const cutoff = now.getTime() - INACTIVE_DAYS * DAY_MS;
      const results = activeUsers.map(({ login, lastLogin, activated, created }): CheckResult => {
        if (lastLogin) {
          return Date.parse(lastLogin) < cutoff
            ? { resource: login, outcome: 'fail', reason: `Last signed in on ${dayOf(lastLogin)}, more than ${INACTIVE_DAYS} days ago.` }
            : { resource: login, outcome: 'pass', reason: `Last signed in on ${dayOf(lastLogin)}.` };
        }
        // Okta leaves `activated` empty for an account activated when it was created.
        const since = activated ?? created;
        if (!since) return { resource: login, outcome: 'unknown', reason: 'Okta shows neither a sign-in nor an activation date.' };
        return Date.parse(since) < cutoff
          ? {
              resource: login,
              outcome: 'fail',
              reason: `Never signed in since activation on ${dayOf(since)}, more than ${INACTIVE_DAYS} days ago.`,
            }
          : { resource: login, outcome: 'pass', reason: `Activated on ${dayOf(since)}; not signed in yet.` };
      });
      const passed = `Every active user (${results.length}) signed in within ${INACTIVE_DAYS} days.`;
      return perUser(org, results, passed, 'The org has no active user.');
    },
  },
];
