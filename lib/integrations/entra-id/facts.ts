import type { Unknown } from '@/lib/checks/types';

/** The Global Administrator role's template ID, the same in every tenant whatever the role's display name, and the name the facts give it. */
export const GLOBAL_ADMIN_TEMPLATE = '62e90394-69f5-4237-9190-012177145e10';
export const GLOBAL_ADMIN = 'Global Administrator';

/** A Microsoft Entra ID user as Graph's /users shows it, with the fields the checks and People read. */
export type EntraUser = {
  id: string;
  /** The user principal name, lower case: how the results name the user. */
  principal: string;
  /** The mail address, else the user principal name, lower case. */
  email: string;
  firstName: string;
  lastName: string;
  department: string | null;
  /** When the account was created (ISO time), or null. */
  created: string | null;
  /** accountEnabled: whether the account can sign in. */
  enabled: boolean;
  /** userType Guest: an external person invited to the tenant. */
  guest: boolean;
};

/** A conditional access policy as far as the checks read it. */
export type EntraPolicy = {
  id: string;
  name: string;
  /** enabled, disabled or enabledForReportingButNotEnforced (report-only). */
  state: string;
  includeUsers: string[];
  includeApplications: string[];
  /** The grant's built-in controls (mfa, compliantDevice…) and the authentication strength it requires, if any. */
  builtInControls: string[];
  authenticationStrength: string | null;
};

/** A person of the organization whose end date has passed, as People lists them. */
export type Leaver = { email: string; endDate: string };

/** What an Entra ID run gathered about a tenant: the raw facts its checks read and its evidence keeps. */
export type EntraFacts = {
  /** The tenant as connected: its ID or a domain of it. */
  tenant: string;
  collectedAt: string;
  users: EntraUser[] | Unknown;
  /** isMfaRegistered of the registration report, by user id. */
  mfaRegistered: Record<string, boolean> | Unknown;
  policies: EntraPolicy[] | Unknown;
  /** The names of the directory roles each user is a member of, by user id. */
  adminRoles: Record<string, string[]> | Unknown;
  /** The people of the organization who have left, read from People when the checks run. */
  leavers: Leaver[];
};
