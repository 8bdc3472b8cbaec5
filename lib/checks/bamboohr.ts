import type { BamboohrFacts, HrEmployee, IdentityAccounts } from '@/lib/integrations/bamboohr/facts';
import { perUser } from './per-user';
import { isUnknown, type CheckDefinition, type CheckResult } from './types';

/** A leaver's identity accounts must be disabled by the end of this many days after their last day. */
export const DISABLE_WITHIN_DAYS = 1;

const DAY_MS = 24 * 60 * 60 * 1000;
const dayOf = (date: Date) => date.toISOString().slice(0, 10);
const unknownCompany = (company: string, reason: string): CheckResult[] => [{ resource: company, outcome: 'unknown', reason }];

/** Whether an employee has left on `today`: inactive, or a termination date already reached. */
export const hasLeft = (employee: HrEmployee, today: string): boolean =>
  !employee.active || (employee.terminationDate !== null && employee.terminationDate <= today);

/** Why the identity providers' accounts cannot be compared, or null when they can. */
function identityUnreadable(identity: IdentityAccounts): string | null {
  if (identity.providers.length === 0) return 'No identity provider (Okta, Google Workspace, Microsoft Entra ID) is connected.';
  if (identity.unreadable.length === identity.providers.length) return identity.unreadable.join(' ');
  return null;
}

/** The checks run on a BambooHR company's employees, compared with the connected identity providers' accounts. */
export const bamboohrChecks: readonly CheckDefinition<BamboohrFacts>[] = [
  {
    id: 'bamboohr.employees-have-account',
    title: 'Every active BambooHR employee has an account in a connected identity provider',
    proves: 'Everyone employed signs in with an identity the organization manages, not with shared or personal accounts.',
    controls: ['AC-04', 'AC-02'],
    severity: 'medium',
    logic: {
      reads:
        'Every employee of the custom report (workEmail, status, termination date) and the accounts of each connected identity provider (Okta, Google Workspace, Microsoft Entra ID).',
      rule: 'Each active employee with a work e-mail must have an enabled account, with that e-mail, in at least one connected identity provider.',
      pass: 'Every active employee has one; the result counts them.',
      fail: 'An active employee has no enabled account in any connected identity provider.',
      unknown: 'The report could not be read, no identity provider is connected, or none of their accounts could be read.',
    },
    evaluate: ({ company, employees, identity }, now) => {
      if (isUnknown(employees)) return unknownCompany(company, employees.unknown);
      const unreadable = identityUnreadable(identity);
      if (unreadable) return unknownCompany(company, unreadable);
      const enabled = new Set(identity.accounts.filter((account) => account.enabled).map((account) => account.email));
      const today = dayOf(now);
      const results = employees
        .filter((employee) => employee.email && !hasLeft(employee, today))
        .map(({ email }): CheckResult => {
          if (enabled.has(email)) return { resource: email, outcome: 'pass', reason: 'Has an enabled account.' };
          // An account may sit in the provider that could not be read: not a fail.
          if (identity.unreadable.length > 0)
            return { resource: email, outcome: 'unknown', reason: `No account found, and ${identity.unreadable.join(' ')}` };
          return {
            resource: email,
            outcome: 'fail',
            reason: `No enabled account in ${identity.providers.join(', ')}.`,
          };
        });
      return perUser(company, results, `Every active employee (${results.length}) has an account.`, 'The company has no active employee.');
    },
  },
  {
    id: 'bamboohr.leavers-disabled',
    title: `Every terminated BambooHR employee’s identity accounts are disabled within ${DISABLE_WITHIN_DAYS} day`,
    proves: 'Leaving the company ends sign-in promptly, as the HR system records it.',
    controls: ['HR-05', 'AC-03'],
    severity: 'high',
    logic: {
      reads:
        'Every terminated employee (status Inactive or a termination date reached) and the accounts of each connected identity provider.',
      rule: `No connected identity provider may keep an enabled account of a terminated employee more than ${DISABLE_WITHIN_DAYS} day after their termination date.`,
      pass: 'No leaver has an enabled account past the deadline; one still within it passes with the day it is due.',
      fail: 'A leaver’s account is still enabled past the deadline; the result names the provider and the termination date.',
      unknown: 'The report could not be read, no identity provider is connected, or a provider’s accounts could not be read.',
    },
    evaluate: ({ company, employees, identity }, now) => {
      if (isUnknown(employees)) return unknownCompany(company, employees.unknown);
      const unreadable = identityUnreadable(identity);
      if (unreadable) return unknownCompany(company, unreadable);
      const today = dayOf(now);
      const results = employees
        .filter((employee) => employee.email && hasLeft(employee, today))
        .map(({ email, terminationDate }): CheckResult => {
          const open = identity.accounts.filter((account) => account.enabled && account.email === email).map((a) => a.provider);
          if (open.length === 0) {
            if (identity.unreadable.length > 0) return { resource: email, outcome: 'unknown', reason: identity.unreadable.join(' ') };
            return { resource: email, outcome: 'pass', reason: 'No enabled account.' };
          }
          if (!terminationDate) return { resource: email, outcome: 'fail', reason: `Inactive, and still enabled in ${open.join(', ')}.` };
          const due = dayOf(new Date(Date.parse(`${terminationDate}T00:00:00Z`) + DISABLE_WITHIN_DAYS * DAY_MS));
          return today <= due
            ? {
                resource: email,
                outcome: 'pass',
                reason: `Left on ${terminationDate}; still enabled in ${open.join(', ')}, due by ${due}.`,
              }
            : { resource: email, outcome: 'fail', reason: `Left on ${terminationDate}, and still enabled in ${open.join(', ')}.` };
        });
      return perUser(
        company,
        results,
        `No terminated employee (${results.length}) has an enabled account past the deadline.`,
        'The company has no terminated employee.',
      );
    },
  },
];
