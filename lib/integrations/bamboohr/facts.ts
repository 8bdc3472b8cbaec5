import type { Unknown } from '@/lib/checks/types';

/** An employee as BambooHR's custom report shows them, with the fields the checks and People read. */
export type HrEmployee = {
  id: string;
  /** workEmail, lower case; '' when the employee has none. */
  email: string;
  firstName: string;
  lastName: string;
  department: string | null;
  jobTitle: string | null;
  /** The supervisor's work e-mail, lower case, or null. */
  supervisor: string | null;
  /** hireDate (YYYY-MM-DD), or null when not set. */
  hireDate: string | null;
  /** terminationDate (YYYY-MM-DD), or null while employed. */
  terminationDate: string | null;
  /** status: Active or Inactive. */
  active: boolean;
};

/** An account of a connected identity provider, by e-mail, and whether it can sign in. */
export type IdentityAccount = { provider: string; email: string; enabled: boolean };

/**
 * The accounts of the organization's connected identity providers, read when the HR checks run: the providers
 * read, their accounts, and why a provider's accounts could not be read.
 */
export type IdentityAccounts = { providers: string[]; accounts: IdentityAccount[]; unreadable: string[] };

/** What a BambooHR run gathered: the employees, and the identity providers' accounts the run added. */
export type BamboohrFacts = {
  company: string;
  collectedAt: string;
  employees: HrEmployee[] | Unknown;
  identity: IdentityAccounts;
};
