import type { Unknown } from '@/lib/checks/types';

/** A person in the Okta org as the checks name them: its id, its login and its dates (ISO times, or null). */
export type OktaPerson = { id: string; login: string };

/** Who an active user is, from their Okta profile: the department only when the profile has one. */
export type OktaProfile = { email: string | null; firstName: string; lastName: string; department: string | null };

/** An active user: when activated (null for an account activated at creation: then `created`) and last signed in. */
export type ActiveOktaUser = OktaPerson & {
  created: string;
  profile: OktaProfile;
  activated: string | null;
  lastLogin: string | null;
  /** The factor types the user has enrolled and activated (token:software:totp, push…), or why they were unread. */
  factors: string[] | Unknown;
};

/** A suspended user, with the administrator roles still assigned to it (their types, such as SUPER_ADMIN). */
export type SuspendedOktaUser = OktaPerson & { adminRoles: string[] | Unknown };

/** What an Okta run gathered about an org: the raw facts its checks read and its evidence keeps. */
export type OktaFacts = {
  /** The org's host, such as acme.okta.com. */
  org: string;
  collectedAt: string;
  activeUsers: ActiveOktaUser[] | Unknown;
  suspendedUsers: SuspendedOktaUser[] | Unknown;
};
