import type { Unknown } from '@/lib/checks/types';

/** A Google Workspace user as the Admin SDK Directory API's users.list shows it, with the fields the checks read. */
export type GoogleUser = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  /** The department of the user's first organization entry, or null. */
  department: string | null;
  /** When the account was created and last signed in (ISO times); null for never signed in. */
  created: string | null;
  lastLogin: string | null;
  suspended: boolean;
  archived: boolean;
  /** Whether 2-Step Verification is enrolled, and enforced on the user by policy. */
  enrolledIn2Sv: boolean;
  enforcedIn2Sv: boolean;
  /** A super administrator (isAdmin) or a delegated administrator (isDelegatedAdmin). */
  superAdmin: boolean;
  delegatedAdmin: boolean;
};

/** What a Google Workspace run gathered about a domain: the raw facts its checks read and its evidence keeps. */
export type GoogleWorkspaceFacts = {
  /** The primary domain, such as acme.com. */
  domain: string;
  collectedAt: string;
  /** Every user of the customer, suspended and archived ones included. */
  users: GoogleUser[] | Unknown;
  /** The names of the administrator roles assigned to each user, by user id. */
  adminRoles: Record<string, string[]> | Unknown;
};
