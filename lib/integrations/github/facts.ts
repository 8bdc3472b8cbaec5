import type { Unknown } from '@/lib/checks/types';

/** A repository's default branch protection: the reviews a pull request needs, none, or why it could not be read. */
export type BranchProtection = { requiredReviews: number } | 'none' | Unknown;

/** An open security alert of a repository, with when it was opened (ISO time). */
export type OpenAlert = { repository: string; number: number; createdAt: string; severity?: string };

/**
 * A security alert as a vulnerability finding: the repository (owner/name), the CVE, GHSA, rule or alert id, and
 * the day GitHub closed it (fixed, resolved or dismissed), null while open.
 */
export type VulnerabilityAlert = {
  asset: string;
  identifier: string;
  title: string;
  severity: 'critical' | 'high' | 'medium' | 'low';
  url: string;
  createdAt: string;
  closedOn: string | null;
};

/** Every alert of each kind, of every state, or why GitHub would not list them. */
export type VulnerabilityAlerts = {
  dependabot: VulnerabilityAlert[] | Unknown;
  codeScanning: VulnerabilityAlert[] | Unknown;
  secretScanning: VulnerabilityAlert[] | Unknown;
};

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
  /** Every security alert, open and closed, for the vulnerability findings. */
  vulnerabilityAlerts?: VulnerabilityAlerts;
};

/** A member of the organization: their login, the name and public e-mail of their profile when given, and whether they are an owner. */
export type GithubMember = { login: string; name: string | null; email: string | null; admin: boolean };
