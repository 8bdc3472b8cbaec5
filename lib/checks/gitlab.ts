import { ACCESS, type BranchProtection, type GitlabFacts, type GitlabProject } from '@/lib/integrations/gitlab/facts';
import { isUnknown, type CheckDefinition, type CheckResult } from './types';

/** Owners and maintainers together: at most this many, or this share of the active members when that is more. */
export const MAX_PRIVILEGED = 3;
export const MAX_PRIVILEGED_SHARE = 0.25;

/** Each project's result by `judge`, or the group's could not evaluate when the projects were not read. */
function perProject(
  group: string,
  projects: GitlabProject[] | { unknown: string },
  judge: (project: GitlabProject) => CheckResult,
): CheckResult[] {
  if (isUnknown(projects)) return [{ resource: group, outcome: 'unknown', reason: projects.unknown }];
  if (projects.length === 0) return [{ resource: group, outcome: 'pass', reason: 'The group has no active project.' }];
  return projects.map(judge);
}

/** Why a protection lets too much through: force push, or pushes by a role below maintainer. */
export function protectionGaps(protection: BranchProtection): string[] {
  const gaps: string[] = [];
  if (protection.allowForcePush) gaps.push('force push is allowed');
  const open = protection.push.filter(
    (entry) => entry.userId === null && entry.groupId === null && entry.accessLevel > ACCESS.noOne && entry.accessLevel < ACCESS.maintainer,
  );
  if (open.length > 0) gaps.push(`${open.map((entry) => entry.description || `access level ${entry.accessLevel}`).join(', ')} may push`);
  return gaps;
}

/** The checks run on a GitLab group's facts. Dependency and secret findings are the vulnerability scans', not these. */
export const gitlabChecks: readonly CheckDefinition<GitlabFacts>[] = [
  {
    id: 'gitlab.group-2fa',
    title: 'The GitLab group requires two-factor authentication',
    proves: 'Nobody can reach the group’s code with a password alone.',
    controls: ['AC-05', 'SDL-07'],
    severity: 'high',
    logic: {
      reads: "The group's require_two_factor_authentication setting (and members' two-factor state where GitLab shows it).",
      rule: 'The group must require two-factor authentication of its members.',
      pass: 'The group requires two-factor authentication.',
      fail: 'It does not; members known to have two-factor off are named.',
      unknown: 'The group could not be read.',
    },
    evaluate: ({ group, requireTwoFactor, members }) => {
      if (isUnknown(requireTwoFactor)) return [{ resource: group, outcome: 'unknown', reason: requireTwoFactor.unknown }];
      if (requireTwoFactor) return [{ resource: group, outcome: 'pass', reason: 'The group requires two-factor authentication.' }];
      const without = isUnknown(members) ? [] : members.filter((member) => member.twoFactor === false).map((member) => member.username);
      const named = without.length ? ` Without two-factor: ${without.join(', ')}.` : '';
      return [{ resource: group, outcome: 'fail', reason: `The group does not require two-factor authentication.${named}` }];
    },
  },
  {
    id: 'gitlab.default-branch-protected',
    title: "Every GitLab project's default branch is protected",
    proves: 'The code that ships cannot be rewritten or pushed to without review by a developer alone.',
    controls: ['SDL-04', 'SDL-05'],
    severity: 'high',
    logic: {
      reads: "Each active project's default branch and the protected branch rule covering it (by name or wildcard).",
      rule: 'The default branch must be protected, with force push off and pushes limited to maintainers, named people or no one.',
      pass: 'The default branch is protected that way (or the project is empty, with no branch yet).',
      fail: 'It is not protected, allows force push or lets developers push; the result says which.',
      unknown: 'The projects, or that project’s protected branches, could not be read.',
    },
    evaluate: ({ group, projects }) =>
      perProject(group, projects, ({ path, defaultBranch, protection }): CheckResult => {
        if (!defaultBranch) return { resource: path, outcome: 'pass', reason: 'An empty project, with no branch yet.' };
        if (isUnknown(protection)) return { resource: path, outcome: 'unknown', reason: protection.unknown };
        if (!protection) return { resource: path, outcome: 'fail', reason: `${defaultBranch} is not protected.` };
        const gaps = protectionGaps(protection);
        return gaps.length > 0
          ? { resource: path, outcome: 'fail', reason: `${defaultBranch} is protected, but ${gaps.join(' and ')}.` }
          : { resource: path, outcome: 'pass', reason: `${defaultBranch} is protected: no force push, pushes limited.` };
      }),
  },
  {
    id: 'gitlab.merge-approvals',
    title: 'Every GitLab project requires an approval of each merge request',
    proves: 'A second person approves each change before it is merged.',
    controls: ['SDL-04', 'SDL-05'],
    severity: 'high',
    logic: {
      reads: "Each active project's merge request approval rules (any approver and regular rules).",
      rule: 'At least one approval must be required of every merge request.',
      pass: 'A rule requires one approval or more.',
      fail: 'No rule requires an approval.',
      unknown: 'The projects or that project’s approval rules could not be read (refused, or a tier without approval rules).',
    },
    evaluate: ({ group, projects }) =>
      perProject(group, projects, ({ path, approvalsRequired }): CheckResult => {
        if (isUnknown(approvalsRequired)) return { resource: path, outcome: 'unknown', reason: approvalsRequired.unknown };
        return approvalsRequired >= 1
          ? { resource: path, outcome: 'pass', reason: `${approvalsRequired} approval(s) required.` }
          : { resource: path, outcome: 'fail', reason: 'No approval is required to merge.' };
      }),
  },
  {
    id: 'gitlab.owners-bounded',
    title: 'Few GitLab group members are owners or maintainers',
    proves: 'The rights to change settings, protections and members are held by a few named people.',
    controls: ['AC-07', 'SDL-07'],
    severity: 'medium',
    logic: {
      reads: 'Every active member of the group (direct, inherited and shared) with their role.',
      rule: `At least one owner; owners and maintainers together at most ${MAX_PRIVILEGED}, or a quarter of the active members when that is more.`,
      pass: 'The count is within bounds; the result names them.',
      fail: 'No owner, or more owners and maintainers than the bound; the result names them.',
      unknown: 'The members could not be read.',
    },
    evaluate: ({ group, members }) => {
      if (isUnknown(members)) return [{ resource: group, outcome: 'unknown', reason: members.unknown }];
      const active = members.filter((member) => member.state === 'active');
      const privileged = active.filter((member) => member.accessLevel >= ACCESS.maintainer);
      const owners = privileged.filter((member) => member.accessLevel >= ACCESS.owner);
      const bound = Math.max(MAX_PRIVILEGED, Math.floor(active.length * MAX_PRIVILEGED_SHARE));
      const named = `${owners.length} owner(s) and ${privileged.length - owners.length} maintainer(s) of ${active.length} active member(s): ${privileged.map((member) => member.username).join(', ') || 'none'}`;
      if (owners.length === 0) return [{ resource: group, outcome: 'fail', reason: `No active owner. ${named}.` }];
      return privileged.length > bound
        ? [{ resource: group, outcome: 'fail', reason: `More than ${bound}: ${named}.` }]
        : [{ resource: group, outcome: 'pass', reason: `${named}.` }];
    },
  },
];
