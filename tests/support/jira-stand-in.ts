import { sendJson, startStandInServer } from './stand-in-server';

/**
 * A local server standing in for Jira Cloud's REST v3, answering the documented shapes: the project OPS (issue
 * types Task and Bug), issues created with an Atlassian Document Format description, comments, the workflow's
 * transitions (one to a Done status) and an issue with its status and changelog. Basic auth of EMAIL and TOKEN;
 * anything else is 401. `close` closes an issue as a person of the site would; `failCreates` answers 500 to the
 * next creates; `rateLimit: 'once'` answers the next create 429 with Retry-After; `noDoneTransition` leaves a
 * workflow with no transition to Done.
 */
export const EMAIL = 'robot@acme.example';
export const TOKEN = 'ATATT3xFfGF0standInToken0123';

export type JiraIssue = {
  id: string;
  key: string;
  summary: string;
  issueType: string;
  description: unknown;
  status: 'To Do' | 'Done';
  comments: unknown[];
  closedBy: string | null;
};

export type JiraStandIn = {
  url: string;
  issues: JiraIssue[];
  /** Every request's method and path, for counting. */
  requests: string[];
  close: (key: string, by: string) => void;
  set: (options: Partial<JiraOptions>) => void;
  stop: () => Promise<void>;
};

type JiraOptions = { failCreates: number; rateLimit: 'none' | 'once'; noDoneTransition: boolean };

const PROJECT = {
  id: '10000',
  key: 'OPS',
  name: 'Operations',
  issueTypes: [
    { id: '1', name: 'Task' },
    { id: '2', name: 'Bug' },
  ],
};

export async function startJiraStandIn(): Promise<JiraStandIn> {
  const issues: JiraIssue[] = [];
  const requests: string[] = [];
  const options: JiraOptions = { failCreates: 0, rateLimit: 'none', noDoneTransition: false };
  const authorized = `Basic ${Buffer.from(`${EMAIL}:${TOKEN}`).toString('base64')}`;
  const server = await startStandInServer(({ method, url, headers, body }, response) => {
    requests.push(`${method} ${url.pathname}`);
    if (headers.authorization !== authorized)
      return sendJson(response, 401, { errorMessages: ['Client must be authenticated to access this resource.'], errors: {} });
    const path = url.pathname;
    if (method === 'GET' && path === `/rest/api/3/project/${PROJECT.key}`) return sendJson(response, 200, PROJECT);
    if (method === 'GET' && path.startsWith('/rest/api/3/project/')) {
      return sendJson(response, 404, { errorMessages: ["No project could be found with key 'X'."], errors: {} });
    }
    if (method === 'POST' && path === '/rest/api/3/issue') {
      if (options.rateLimit === 'once') {
        options.rateLimit = 'none';
        return sendJson(response, 429, { errorMessages: ['Rate limit exceeded.'] }, { 'retry-after': '1' });
      }
      if (options.failCreates > 0) {
        options.failCreates -= 1;
        return sendJson(response, 503, { errorMessages: ['Service unavailable.'] });
      }
      const fields =
        (body as { fields?: Record<string, { key?: string; name?: string; type?: string; version?: number } | string> })?.fields ?? {};
      const description = fields.description as { type?: string; version?: number } | undefined;
      if (
        (fields.project as { key?: string })?.key !== PROJECT.key ||
        typeof fields.summary !== 'string' ||
        description?.type !== 'doc' ||
        description.version !== 1
      ) {
        return sendJson(response, 400, { errorMessages: [], errors: { summary: 'You must specify a summary of the issue.' } });
      }
      const id = String(10001 + issues.length);
      const key = `${PROJECT.key}-${issues.length + 1}`;
      issues.push({
        id,
        key,
        summary: fields.summary,
        issueType: String((fields.issuetype as { name?: string })?.name),
        description,
        status: 'To Do',
        comments: [],
        closedBy: null,
      });
      return sendJson(response, 201, { id, key, self: `${server.url}/rest/api/3/issue/${id}` });
    }
    const match = /^\/rest\/api\/3\/issue\/([A-Z]+-\d+)(\/comment|\/transitions)?$/.exec(path);
    const issue = match && issues.find((candidate) => candidate.key === match[1]);
    if (!match || !issue)
      return sendJson(response, 404, { errorMessages: ['Issue does not exist or you do not have permission to see it.'], errors: {} });
    if (method === 'POST' && match[2] === '/comment') {
      issue.comments.push((body as { body?: unknown })?.body);
      return sendJson(response, 201, { id: String(issue.comments.length), body: (body as { body?: unknown })?.body });
    }
    if (method === 'GET' && match[2] === '/transitions') {
      const transitions = [{ id: '21', name: 'In Progress', to: { name: 'In Progress', statusCategory: { key: 'indeterminate' } } }];
      if (!options.noDoneTransition) transitions.push({ id: '31', name: 'Done', to: { name: 'Done', statusCategory: { key: 'done' } } });
      return sendJson(response, 200, { transitions });
    }
    if (method === 'POST' && match[2] === '/transitions') {
      if ((body as { transition?: { id?: string } })?.transition?.id !== '31')
        return sendJson(response, 400, { errorMessages: ['Transition not valid.'] });
      issue.status = 'Done';
      issue.closedBy = 'Complia robot';
      response.writeHead(204).end();
      return;
    }
    if (method === 'GET' && !match[2]) {
      const done = issue.status === 'Done';
      return sendJson(response, 200, {
        id: issue.id,
        key: issue.key,
        fields: {
          status: { name: issue.status, statusCategory: { key: done ? 'done' : 'new' } },
          resolutiondate: done ? '2026-11-28T10:00:00.000+0000' : null,
        },
        changelog: {
          histories: done
            ? [
                {
                  id: '1',
                  author: { displayName: issue.closedBy },
                  created: '2026-11-28T10:00:00.000+0000',
                  items: [{ field: 'status', fromString: 'To Do', toString: 'Done' }],
                },
              ]
            : [],
        },
      });
    }
    return sendJson(response, 405, { errorMessages: ['Method not allowed.'] });
  });
  return {
    url: server.url,
    issues,
    requests,
    close: (key, by) => {
      const issue = issues.find((candidate) => candidate.key === key);
      if (issue) Object.assign(issue, { status: 'Done', closedBy: by });
    },
    set: (changes) => Object.assign(options, changes),
    stop: server.close,
  };
}
