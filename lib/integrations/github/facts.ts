import type { Unknown } from '@/lib/checks/types';

/** A repository's default branch protection: the reviews a pull request needs, none, or why it could not be read. */
export type BranchProtection = { requiredReviews: number } | 'none' | Unknown;

/** An open security alert of a repository, with when it was opened (ISO time). */
export type OpenAlert = { repository: string; number: number; createdAt: string; severity?: string };

/** What a GitHub run gathered about an organization: the raw facts its checks read and its evidence keeps. */
export type GithubFacts = {
  organization: string;
  collectedAt: string;
  /** Whether members must use two-factor authentication; GitHub shows it only to owners' tokens. */
  twoFactorRequired: boolean | Unknown;
  /** The organization's repositories that are not archived, each with its default branch's protection. */
  repositories: { name: string; defaultBranch: string; protection: BranchProtection }[] | Unknown;
  /** Open critical Dependabot alerts. */
  criticalDependabotAlerts: OpenAlert[] | Unknown;
  /** Open secret scanning alerts. */
  secretScanningAlerts: OpenAlert[] | Unknown;
  /** The organization's members with their owner (admin) flag, for access reviews; absent from runs that did not read them. */
  members?: GithubMember[] | Unknown;
};

/** A member of the organization: their login, the name and public e-mail of their profile when given, and whether they are an owner. */
export type GithubMember = { login: string; name: string | null; email: string | null; admin: boolean };
