import type { Unknown } from '@/lib/checks/types';
import type { GitlabProjectVulnerabilities } from './vulnerability-facts';

/** GitLab's access levels as REST v4 numbers them. */
export const ACCESS = { noOne: 0, guest: 10, reporter: 20, developer: 30, maintainer: 40, owner: 50 } as const;

/** A member of the group (direct, inherited or shared), as /groups/:id/members/all shows it. */
export type GitlabMember = {
  id: number;
  username: string;
  accessLevel: number;
  /** active, blocked or awaiting. */
  state: string;
  /** Whether the user has two-factor on, where GitLab shows it (to administrators); null when it does not. */
  twoFactor: boolean | null;
};

/** Who may push to a protected branch: a role (an access level), or a named user or group. */
export type PushAccess = { accessLevel: number; description: string; userId: number | null; groupId: number | null };

/** The protection of a project's default branch, or null when no protected branch rule matches it. */
export type BranchProtection = { name: string; allowForcePush: boolean; push: PushAccess[] };

export type GitlabProject = {
  id: number;
  path: string;
  /** null for an empty project, which has no branch yet. */
  defaultBranch: string | null;
  protection: BranchProtection | null | Unknown;
  /** The most approvals any approval rule requires of a merge request (0 with no rule). */
  approvalsRequired: number | Unknown;
};

/** What a GitLab run gathered about a group: the raw facts its checks read and its evidence keeps. */
export type GitlabFacts = {
  /** The group's full path, such as acme/platform. */
  group: string;
  collectedAt: string;
  requireTwoFactor: boolean | Unknown;
  members: GitlabMember[] | Unknown;
  /** The group's projects, its subgroups' included, archived ones left out. */
  projects: GitlabProject[] | Unknown;
  /** Each project's vulnerability report (GitLab Ultimate), or why the projects could not be listed. */
  vulnerabilities?: GitlabProjectVulnerabilities[] | Unknown;
};
