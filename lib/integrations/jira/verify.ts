import type { Verification } from '../connector';
import { jiraSender, type JiraConnection } from './client';
import type { JiraFacts } from './connector';
import { jiraFailure } from './failures';

type ProjectAnswer = { key?: unknown; name?: unknown; issueTypes?: { name?: string }[] };

/** The project as Jira answers it: its key and name, and whether it offers the chosen issue type. */
async function projectOf(connection: JiraConnection) {
  const project = await jiraSender(connection).send<ProjectAnswer>(
    'GET',
    `/rest/api/3/project/${encodeURIComponent(connection.projectKey)}`,
  );
  if (typeof project?.key !== 'string' || !project.key) return null;
  return project;
}

/** Checks a Jira connection before it is saved: the account reads the project, which offers the issue type. */
export async function verifyJira(connection: JiraConnection): Promise<Verification> {
  try {
    const project = await projectOf(connection);
    if (!project) return { ok: false, message: `The answer at ${connection.baseUrl} is not a Jira project. Check the site URL.` };
    const types = (project.issueTypes ?? []).map((type) => type.name).filter((name): name is string => Boolean(name));
    if (types.length > 0 && !types.some((name) => name.toLowerCase() === connection.issueType.toLowerCase())) {
      return { ok: false, message: `The project ${project.key} has no issue type "${connection.issueType}". It has: ${types.join(', ')}.` };
    }
    return { ok: true, account: project.key as string };
  } catch (error) {
    return { ok: false, message: jiraFailure(error, connection.baseUrl) };
  }
}

/** A run of a tracker reads the project again, so its card shows the project still answers. */
export async function jiraProjectFacts(connection: JiraConnection, now: Date): Promise<JiraFacts> {
  const project = await projectOf(connection);
  return { project: connection.projectKey, name: String(project?.name ?? connection.projectKey), collectedAt: now.toISOString() };
}
