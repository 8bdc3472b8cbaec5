import type { Unknown } from '@/lib/checks/types';
import { ProviderHttpError, type JsonClient } from '../framework/http';
import { gitlabList } from './client';
import { unknownOf } from './failures';
import type { GitlabProjectVulnerabilities, GitlabVulnerability } from './vulnerability-facts';

/** GET /projects/:id/vulnerabilities, as GitLab's project vulnerabilities API documents an entry. */
export type VulnerabilityResource = {
  id?: number;
  title?: string;
  state?: string;
  severity?: string;
  report_type?: string;
  created_at?: string | null;
  resolved_at?: string | null;
  dismissed_at?: string | null;
  updated_at?: string | null;
  /** True once the default branch's scans no longer detect it, while its state may still be detected. */
  resolved_on_default_branch?: boolean;
  finding?: { name?: string; raw_metadata?: string | null } | null;
};

type Identifier = { type?: unknown; name?: unknown; value?: unknown };

/** How many projects' vulnerability reports are read at once. */
const PROJECTS_AT_ONCE = 4;

/** States of a vulnerability that is still to be fixed; resolved, dismissed (and the older closed) are not. */
const OPEN_STATES = new Set(['detected', 'confirmed', 'opened']);

const dayOf = (time: string | null | undefined) => (typeof time === 'string' && /^\d{4}-\d{2}-\d{2}/.test(time) ? time.slice(0, 10) : null);

/** GitLab's severity in the product's four; info is no vulnerability (null), unknown is taken as medium. */
export function severityOf(value: string | undefined): GitlabVulnerability['severity'] | null {
  const word = (value ?? '').toLowerCase();
  if (word === 'critical' || word === 'high' || word === 'medium' || word === 'low') return word;
  return word === 'info' ? null : 'medium';
}

/** The scanner's identifiers, read from the finding's raw report entry; none when it cannot be read. */
function identifiersOf(resource: VulnerabilityResource): Identifier[] {
  try {
    const raw: unknown = JSON.parse(resource.finding?.raw_metadata ?? '');
    const list = (raw as { identifiers?: unknown })?.identifiers;
    return Array.isArray(list) ? (list as Identifier[]).filter((entry) => entry && typeof entry === 'object') : [];
  } catch {
    return [];
  }
}

/** The CVE the scanner names, else its first identifier (a rule id, an advisory), else GitLab's own number. */
export function identifierOf(resource: VulnerabilityResource): string {
  const identifiers = identifiersOf(resource);
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  const cve = identifiers.find((entry) => text(entry.type).toLowerCase() === 'cve' && text(entry.value));
  if (cve) return text(cve.value);
  const first = identifiers.find((entry) => text(entry.value) || text(entry.name));
  if (first) return text(first.value) || text(first.name);
  return `gitlab-vulnerability-${resource.id ?? 0}`;
}

/** A project's vulnerabilities as the product keeps them; informational ones are left out. */
export function vulnerabilitiesOf(resources: readonly VulnerabilityResource[], project: string, webUrl: string): GitlabVulnerability[] {
  return resources.flatMap((resource) => {
    const severity = severityOf(resource.severity);
    if (!severity) return [];
    // No longer detected on the default branch is fixed in the code, whether or not someone has resolved it yet.
    const open = OPEN_STATES.has(String(resource.state ?? 'detected')) && resource.resolved_on_default_branch !== true;
    return [
      {
        asset: project,
        identifier: identifierOf(resource),
        title: String(resource.title || resource.finding?.name || 'GitLab vulnerability').slice(0, 300),
        severity,
        url: resource.id ? `${webUrl.replace(/\/+$/, '')}/${project}/-/security/vulnerabilities/${resource.id}` : '',
        firstSeenOn: dayOf(resource.created_at),
        closedOn: open ? null : (dayOf(resource.resolved_at) ?? dayOf(resource.dismissed_at) ?? dayOf(resource.updated_at)),
      },
    ];
  });
}

/**
 * A project's vulnerability report (every state, page by page). GitLab answers 404 where the plan has no vulnerability
 * report (GitLab Ultimate has it) and 403 where the token's role may not see it, or the plan lacks it.
 */
async function projectVulnerabilities(
  client: JsonClient,
  project: { id: number; path: string },
  baseUrl: string,
): Promise<GitlabProjectVulnerabilities> {
  try {
    const resources = await gitlabList<VulnerabilityResource>(client, `/projects/${project.id}/vulnerabilities`);
    return { project: project.path, vulnerabilities: vulnerabilitiesOf(resources, project.path, baseUrl) };
  } catch (error) {
    if (error instanceof ProviderHttpError && error.status === 404) {
      return {
        project: project.path,
        vulnerabilities: {
          unknown: `GitLab serves no vulnerability report for ${project.path} (404): it is not available on this GitLab plan (it needs GitLab Ultimate).`,
        },
        notOnPlan: true,
      };
    }
    if (error instanceof ProviderHttpError && error.status === 403) {
      return {
        project: project.path,
        vulnerabilities: {
          unknown: `GitLab refused the vulnerability report of ${project.path} (403): it needs GitLab Ultimate and a token with the read_api scope and at least the Developer role.`,
        },
      };
    }
    return { project: project.path, vulnerabilities: unknownOf(error, `the vulnerabilities of ${project.path}`, baseUrl) };
  }
}

/** Every listed project's vulnerability report, a few projects at a time. */
export async function gatherVulnerabilities(
  client: JsonClient,
  projects: readonly { id: number; path: string }[] | Unknown,
  baseUrl: string,
): Promise<GitlabProjectVulnerabilities[] | Unknown> {
  if (!Array.isArray(projects)) return projects as Unknown;
  const found: GitlabProjectVulnerabilities[] = [];
  for (let start = 0; start < projects.length; start += PROJECTS_AT_ONCE) {
    const batch = projects.slice(start, start + PROJECTS_AT_ONCE);
    found.push(...(await Promise.all(batch.map((project) => projectVulnerabilities(client, project, baseUrl)))));
  }
  return found;
}
