import { sendJson, startStandInServer } from './stand-in-server';

/**
 * A local server standing in for Linear's GraphQL API at /graphql, answering the documented shapes of `teams`,
 * `issueCreate`, `commentCreate`, `issueUpdate` and `issue` (state, completedAt, history). The team ENG has a
 * completed state. A key other than API_KEY answers 400 with AUTHENTICATION_ERROR, as Linear does. `complete`
 * completes an issue as a person would.
 */
export const API_KEY = 'lin_api_standInKey0123456789abcdef';

export type LinearIssue = {
  id: string;
  identifier: string;
  title: string;
  description: string;
  stateType: string;
  comments: string[];
  closedBy: string | null;
};
export type LinearStandIn = {
  url: string;
  issues: LinearIssue[];
  complete: (identifier: string, by: string) => void;
  stop: () => Promise<void>;
};

const TEAM = {
  id: 'team-eng',
  key: 'ENG',
  name: 'Engineering',
  states: {
    nodes: [
      { id: 'state-todo', type: 'unstarted' },
      { id: 'state-done', type: 'completed' },
    ],
  },
};

export async function startLinearStandIn(): Promise<LinearStandIn> {
  const issues: LinearIssue[] = [];
  const server = await startStandInServer(({ url, headers, body }, response) => {
    if (url.pathname !== '/graphql') return sendJson(response, 404, {});
    if (headers.authorization !== API_KEY) {
      return sendJson(response, 400, {
        errors: [{ message: 'Authentication required, not authenticated', extensions: { code: 'AUTHENTICATION_ERROR' } }],
      });
    }
    const { query = '', variables = {} } = (body ?? {}) as { query?: string; variables?: Record<string, unknown> };
    const input = (variables.input ?? {}) as Record<string, string>;
    const find = (id: unknown) => issues.find((issue) => issue.id === id);
    if (query.includes('teams(')) return sendJson(response, 200, { data: { teams: { nodes: variables.key === TEAM.key ? [TEAM] : [] } } });
    if (query.includes('issueCreate')) {
      const id = `issue-${issues.length + 1}`;
      const identifier = `ENG-${issues.length + 1}`;
      issues.push({
        id,
        identifier,
        title: input.title ?? '',
        description: input.description ?? '',
        stateType: 'unstarted',
        comments: [],
        closedBy: null,
      });
      return sendJson(response, 200, {
        data: { issueCreate: { success: true, issue: { id, identifier, url: `https://linear.app/acme/issue/${identifier}` } } },
      });
    }
    if (query.includes('commentCreate')) {
      find(input.issueId)?.comments.push(input.body ?? '');
      return sendJson(response, 200, { data: { commentCreate: { success: Boolean(find(input.issueId)) } } });
    }
    if (query.includes('issueUpdate')) {
      const issue = find(variables.id);
      if (issue && input.stateId === 'state-done') Object.assign(issue, { stateType: 'completed', closedBy: 'Complia' });
      return sendJson(response, 200, { data: { issueUpdate: { success: Boolean(issue) } } });
    }
    if (query.includes('issue(')) {
      const issue = find(variables.id);
      if (!issue)
        return sendJson(response, 200, { data: null, errors: [{ message: 'Entity not found', extensions: { code: 'INVALID_INPUT' } }] });
      const done = issue.stateType === 'completed';
      return sendJson(response, 200, {
        data: {
          issue: {
            id: issue.id,
            identifier: issue.identifier,
            url: `https://linear.app/acme/issue/${issue.identifier}`,
            completedAt: done ? '2026-11-28T10:00:00.000Z' : null,
            canceledAt: null,
            state: { type: issue.stateType },
            history: {
              nodes: done
                ? [{ createdAt: '2026-11-28T10:00:00.000Z', actor: { name: issue.closedBy }, toState: { type: 'completed' } }]
                : [],
            },
          },
        },
      });
    }
    return sendJson(response, 400, { errors: [{ message: 'Unknown operation', extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } }] });
  });
  return {
    url: server.url,
    issues,
    complete: (identifier, by) => {
      const issue = issues.find((candidate) => candidate.identifier === identifier);
      if (issue) Object.assign(issue, { stateType: 'completed', closedBy: by });
    },
    stop: server.close,
  };
}
