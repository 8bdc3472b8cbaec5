import { GLOBAL_ADMIN, type EntraFacts, type EntraPolicy, type EntraUser } from '@/lib/integrations/entra-id/facts';
import { perUser } from './per-user';
import { isUnknown, type CheckDefinition, type CheckResult } from './types';

/** Fewer Global Administrators than this and nobody can step in; more and too many hold every right (Microsoft advises fewer than five). */
export const MIN_GLOBAL_ADMINS = 2;
export const MAX_GLOBAL_ADMINS = 4;

const isMember = (user: EntraUser) => user.enabled && !user.guest;
const unknownTenant = (tenant: string, reason: string): CheckResult[] => [{ resource: tenant, outcome: 'unknown', reason }];

/** Whether a policy, switched on, requires MFA (or an authentication strength) of every user for every app. */
export function enforcesMfaForAll(policy: EntraPolicy): boolean {
  return (
    policy.state === 'enabled' &&
    policy.includeUsers.includes('All') &&
    policy.includeApplications.includes('All') &&
    (policy.builtInControls.includes('mfa') || policy.authenticationStrength !== null)
  );
}

/** The checks run on a Microsoft Entra ID tenant's facts. */
export const entraIdChecks: readonly CheckDefinition<EntraFacts>[] = [
  {
    id: 'entra-id.mfa-registered',
    title: 'Every enabled Microsoft Entra ID member is registered for multi-factor authentication',
    proves: 'Every employee account that can sign in has a second factor registered.',
    controls: ['AC-05', 'AC-06'],
    severity: 'high',
    logic: {
      reads:
        'Every user (/users, every page: accountEnabled, userType) and the MFA registration report (userRegistrationDetails, isMfaRegistered).',
      rule: 'Each enabled member (not guest) account must be registered for MFA.',
      pass: 'Every enabled member is registered (or the tenant has none).',
      fail: 'An enabled member is not registered for MFA.',
      unknown:
        'The users or the registration report could not be read (a permission not granted, no P1/P2 licence), or the report does not list the user.',
    },
    evaluate: ({ tenant, users, mfaRegistered }) => {
      if (isUnknown(users)) return unknownTenant(tenant, users.unknown);
      if (isUnknown(mfaRegistered)) return unknownTenant(tenant, mfaRegistered.unknown);
      const results = users.filter(isMember).map(({ id, principal }): CheckResult => {
        const registered = mfaRegistered[id];
        if (registered === undefined)
          return { resource: principal, outcome: 'unknown', reason: 'The registration report does not list this user yet.' };
        return registered
          ? { resource: principal, outcome: 'pass', reason: 'Registered for MFA.' }
          : { resource: principal, outcome: 'fail', reason: 'Enabled, and not registered for MFA.' };
      });
      return perUser(
        tenant,
        results,
        `Every enabled member (${results.length}) is registered for MFA.`,
        'The tenant has no enabled member.',
      );
    },
  },
  {
    id: 'entra-id.conditional-access-mfa',
    title: 'A conditional access policy requires MFA of every Microsoft Entra ID user',
    proves: 'Signing in with a password alone is refused by policy, for everyone and every app.',
    controls: ['AC-05'],
    severity: 'high',
    logic: {
      reads: 'The conditional access policies (state, users and applications included, grant controls).',
      rule: 'At least one policy must be on (not report-only), include all users and all cloud apps, and require MFA or an authentication strength.',
      pass: 'Such a policy is on; the result names it.',
      fail: 'No policy on requires MFA of all users for all apps; policies that come close are named.',
      unknown: 'The policies could not be read.',
    },
    evaluate: ({ tenant, policies }) => {
      if (isUnknown(policies)) return unknownTenant(tenant, policies.unknown);
      const enforcing = policies.filter(enforcesMfaForAll);
      if (enforcing.length > 0) {
        return [
          { resource: tenant, outcome: 'pass', reason: `MFA is required of all users by ${enforcing.map((p) => p.name).join(', ')}.` },
        ];
      }
      const close = policies.filter((p) => p.builtInControls.includes('mfa') || p.authenticationStrength !== null);
      const why = close.map((p) => `${p.name} (${p.state === 'enabled' ? 'not for all users and apps' : p.state})`);
      return [
        {
          resource: tenant,
          outcome: 'fail',
          reason: `No enabled policy requires MFA of all users for all apps${why.length ? `: ${why.join(', ')}` : ''}.`,
        },
      ];
    },
  },
  {
    id: 'entra-id.guests-no-admin',
    title: 'No Microsoft Entra ID guest holds a directory role',
    proves: 'People from outside the company are listed and none administers the directory.',
    controls: ['AC-07', 'AC-03'],
    severity: 'high',
    logic: {
      reads: 'Every guest user (userType Guest) and the members of each activated directory role.',
      rule: 'No guest may be a member of a directory role.',
      pass: 'No guest holds a role; the result counts the guests listed.',
      fail: 'A guest holds a directory role; the result names the guest and the roles.',
      unknown: 'The users or the directory roles could not be read.',
    },
    evaluate: ({ tenant, users, adminRoles }) => {
      if (isUnknown(users)) return unknownTenant(tenant, users.unknown);
      const guests = users.filter((user) => user.guest);
      if (guests.length > 0 && isUnknown(adminRoles)) return unknownTenant(tenant, adminRoles.unknown);
      const results = guests.map(({ id, principal }): CheckResult => {
        const roles = isUnknown(adminRoles) ? [] : (adminRoles[id] ?? []);
        return roles.length > 0
          ? { resource: principal, outcome: 'fail', reason: `A guest holding ${roles.join(', ')}.` }
          : { resource: principal, outcome: 'pass', reason: 'A guest with no directory role.' };
      });
      return perUser(tenant, results, `${results.length} guest(s) listed; none holds a directory role.`, 'The tenant has no guest.');
    },
  },
  {
    id: 'entra-id.global-admins-bounded',
    title: `Between ${MIN_GLOBAL_ADMINS} and ${MAX_GLOBAL_ADMINS} enabled Microsoft Entra ID accounts are Global Administrators`,
    proves: 'The right to change everything in the tenant is held by a few named people, with one to step in for another.',
    controls: ['AC-07'],
    severity: 'medium',
    logic: {
      reads: 'The members of the Global Administrator role, and whether each account is enabled.',
      rule: `At least ${MIN_GLOBAL_ADMINS} and at most ${MAX_GLOBAL_ADMINS} enabled accounts may be Global Administrators.`,
      pass: `${MIN_GLOBAL_ADMINS} to ${MAX_GLOBAL_ADMINS} enabled Global Administrators; the result names them.`,
      fail: 'Fewer or more; the result names them.',
      unknown: 'The users or the directory roles could not be read.',
    },
    evaluate: ({ tenant, users, adminRoles }) => {
      if (isUnknown(users)) return unknownTenant(tenant, users.unknown);
      if (isUnknown(adminRoles)) return unknownTenant(tenant, adminRoles.unknown);
      const admins = users.filter((user) => user.enabled && adminRoles[user.id]?.includes(GLOBAL_ADMIN)).map((user) => user.principal);
      const named = `${admins.length} Global Administrator(s)${admins.length ? `: ${admins.join(', ')}` : ''}`;
      if (admins.length < MIN_GLOBAL_ADMINS)
        return [{ resource: tenant, outcome: 'fail', reason: `${named}; at least ${MIN_GLOBAL_ADMINS} are needed.` }];
      if (admins.length > MAX_GLOBAL_ADMINS)
        return [{ resource: tenant, outcome: 'fail', reason: `${named}, more than ${MAX_GLOBAL_ADMINS}.` }];
      return [{ resource: tenant, outcome: 'pass', reason: `${named}.` }];
    },
  },
  {
    id: 'entra-id.leavers-disabled',
    title: 'No person who left still has an enabled Microsoft Entra ID account',
    proves: 'Leaving the company ends the account: nobody recorded as gone can still sign in.',
    controls: ['HR-05', 'AC-03'],
    severity: 'high',
    logic: {
      reads: "Every enabled account's mail and user principal name, and the people of People whose end date has passed.",
      rule: 'No enabled account may belong (by e-mail) to a person who has left.',
      pass: 'No enabled account belongs to a leaver.',
      fail: 'An enabled account belongs to a person who left; the result names the end date.',
      unknown: 'The users could not be read.',
    },
    evaluate: ({ tenant, users, leavers }) => {
      if (isUnknown(users)) return unknownTenant(tenant, users.unknown);
      const left = new Map(leavers.map((leaver) => [leaver.email.toLowerCase(), leaver.endDate]));
      const results = users
        .filter((user) => user.enabled)
        .map(({ principal, email }): CheckResult => {
          const endDate = left.get(email) ?? left.get(principal);
          return endDate
            ? { resource: principal, outcome: 'fail', reason: `Still enabled; the person left on ${endDate}.` }
            : { resource: principal, outcome: 'pass', reason: 'Enabled, and not a leaver.' };
        });
      return perUser(
        tenant,
        results,
        `None of the ${results.length} enabled account(s) belongs to a person who left.`,
        'The tenant has no enabled account.',
      );
    },
  },
  {
    id: 'entra-id.disabled-no-admin',
    title: 'No disabled Microsoft Entra ID account holds a directory role',
    proves: 'Administrator rights are taken away when an account is disabled, so they cannot return with it.',
    controls: ['AC-07', 'HR-05'],
    severity: 'medium',
    logic: {
      reads: 'Every disabled account (accountEnabled false) and the members of each activated directory role.',
      rule: 'No disabled account may still be a member of a directory role.',
      pass: 'No disabled account holds a role (or the tenant has none disabled).',
      fail: 'A disabled account still holds a role; the result names it.',
      unknown: 'The users, or for a disabled account the directory roles, could not be read.',
    },
    evaluate: ({ tenant, users, adminRoles }) => {
      if (isUnknown(users)) return unknownTenant(tenant, users.unknown);
      const results = users
        .filter((user) => !user.enabled)
        .map(({ id, principal }): CheckResult => {
          if (isUnknown(adminRoles)) return { resource: principal, outcome: 'unknown', reason: adminRoles.unknown };
          const roles = adminRoles[id] ?? [];
          return roles.length > 0
            ? { resource: principal, outcome: 'fail', reason: `Disabled, and still holds ${roles.join(', ')}.` }
            : { resource: principal, outcome: 'pass', reason: 'Disabled, with no directory role.' };
        });
      return perUser(
        tenant,
        results,
        `No disabled account (${results.length}) holds a directory role.`,
        'The tenant has no disabled account.',
      );
    },
  },
];
