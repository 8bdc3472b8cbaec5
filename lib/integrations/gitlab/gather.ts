import type { Unknown } from '@/lib/checks/types';
import { ProviderHttpError, type JsonClient } from '../framework/http';
import { gitlabClient, gitlabList } from './client';
import { groupPathOf, type GitlabConnection } from './connection';
import type { BranchProtection, GitlabFacts, GitlabMember, GitlabProject, PushAccess } from './facts';
import { unknownOf } from './failures';
import { gatherVulnerabilities } from './gather-vulnerabilities';

type GroupResource = { full_path?: string; require_two_factor_authentication?: boolean };
type MemberResource = { id?: number; username?: string; access_level?: number; state?: string; two_factor_enabled?: boolean };
type ProjectResource = { id?: number; path_with_namespace?: string; default_branch?: string | null; archived?: boolean };
type AccessResource = { access_level?: number; access_level_description?: string; user_id?: number | null; group_id?: number | null };
type ProtectedBranchResource = { name?: string; allow_force_push?: boolean; push_access_levels?: AccessResource[] };
type ApprovalRuleResource = { rule_type?: string; approvals_required?: number };

/** How many projects' protections and approval rules are read at once. */
const PROJECTS_AT_ONCE = 4;

/** Approval rules a merge request must meet whatever its files (code owners' and reports' rules are not). */
const GENERAL_RULES = new Set(['any_approver', 'regular']);

const pushOf = (entry: AccessResource): PushAccess => ({
  accessLevel: Number(entry.access_level ?? 0),
  description: String(entry.access_level_description ?? ''),
  userId: entry.user_id ?? null,
  groupId: entry.group_id ?? null,
});

/** Whether a protected branch name (exact, or with * wildcards) covers `branch`. */
export function coversBranch(pattern: string, branch: string): boolean {
  if (!pattern.includes('*')) return pattern === branch;
  const escaped = pattern.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${escaped.join('.*')}$`).test(branch);
}

/** The rule protecting `branch`: its own by name first, else the first wildcard covering it; null when none does. */
async function protectionOf(client: JsonClient, projectId: number, branch: string): Promise<BranchProtection | null> {
  const rules = await gitlabList<ProtectedBranchResource>(client, `/projects/${projectId}/protected_branches`);
  const rule =
    rules.find((candidate) => candidate.name === branch) ?? rules.find((candidate) => coversBranch(String(candidate.name ?? ''), branch));
  if (!rule) return null;
  return { name: String(rule.name), allowForcePush: rule.allow_force_push === true, push: (rule.push_access_levels ?? []).map(pushOf) };
}

async function approvalsOf(client: JsonClient, projectId: number): Promise<number> {
  const rules = await gitlabList<ApprovalRuleResource>(client, `/projects/${projectId}/approval_rules`);
  return Math.max(
    0,
    ...rules.filter((rule) => GENERAL_RULES.has(String(rule.rule_type ?? 'regular'))).map((rule) => Number(rule.approvals_required ?? 0)),
  );
}

/** Answers `read()`, or why it could not be read. */
async function attempt<T>(read: () => Promise<T>, what: string, baseUrl: string): Promise<T | Unknown> {
  try {
    return await read();
  } catch (error) {
    // Approval rules are a GitLab Premium feature: a tier without them answers 404 or 403 with no rule to read.
    if (what.startsWith('the approval rules') && error instanceof ProviderHttpError && error.status === 404) {
      return {
        unknown: 'GitLab serves no approval rules for this project (404): merge request approval rules need GitLab Premium or Ultimate.',
      };
    }
    return unknownOf(error, what, baseUrl);
  }
}

async function projectOf(client: JsonClient, resource: ProjectResource, baseUrl: string): Promise<GitlabProject> {
  const id = Number(resource.id);
  const defaultBranch = resource.default_branch || null;
  const path = String(resource.path_with_namespace ?? id);
  return {
    id,
    path,
    defaultBranch,
    protection: defaultBranch
      ? await attempt(() => protectionOf(client, id, defaultBranch), `the protected branches of ${path}`, baseUrl)
      : null,
    approvalsRequired: await attempt(() => approvalsOf(client, id), `the approval rules of ${path}`, baseUrl),
  };
}

/**
 * Gathers the facts of a GitLab group the checks read, following every page: the group's two-factor requirement,
 * every member with their role, and each project's (subgroups' included, archived left out) default branch
 * protection, approval rules and vulnerability report. A fact GitLab refuses or cannot answer is kept with the reason, never guessed.
 */
export async function gatherGitlabFacts(connection: GitlabConnection, now = new Date()): Promise<GitlabFacts> {
  const client = gitlabClient(connection);
  const group = groupPathOf(connection.group);
  const { baseUrl } = connection;
  const read = await attempt(() => client.get<GroupResource>(group), 'the group', baseUrl);
  const requireTwoFactor: boolean | Unknown = 'unknown' in read ? read : read.require_two_factor_authentication === true;
  const members = await attempt(
    async () =>
      (await gitlabList<MemberResource>(client, `${group}/members/all`)).map((member): GitlabMember => ({
        id: Number(member.id),
        username: String(member.username ?? member.id),
        accessLevel: Number(member.access_level ?? 0),
        state: String(member.state ?? 'active'),
        twoFactor: typeof member.two_factor_enabled === 'boolean' ? member.two_factor_enabled : null,
      })),
    'the group members',
    baseUrl,
  );
  const projects = await attempt(
    async () => {
      const listed = await gitlabList<ProjectResource>(client, `${group}/projects`, {
        include_subgroups: 'true',
        archived: 'false',
        order_by: 'id',
        sort: 'asc',
      });
      const active = listed.filter((candidate) => !candidate.archived);
      const found: GitlabProject[] = [];
      // A few projects at a time: a large group's hundreds of projects read in reasonable time, without a burst.
      for (let start = 0; start < active.length; start += PROJECTS_AT_ONCE) {
        found.push(
          ...(await Promise.all(active.slice(start, start + PROJECTS_AT_ONCE).map((project) => projectOf(client, project, baseUrl)))),
        );
      }
      return found;
    },
    'the projects',
    baseUrl,
  );
  const vulnerabilities = await gatherVulnerabilities(client, projects, baseUrl);
  const fullPath = 'unknown' in read ? connection.group : String(read.full_path ?? connection.group);
  return { group: fullPath, collectedAt: now.toISOString(), requireTwoFactor, members, projects, vulnerabilities };
}
