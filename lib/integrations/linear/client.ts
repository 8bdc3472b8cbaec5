import { ProviderHttpError } from '../framework/http';
import { jsonSender } from '../framework/send';
import { LinearError } from './errors';
import { linearFailure } from './failures';
import type { IssueRef, IssueState, TrackedItem, Tracker } from '../trackers/types';

/** What the client needs of a saved connection: the API's address, the team's key and the API key. */
export type LinearConnection = { baseUrl: string; teamKey: string; apiKey: string };

type GraphqlAnswer<T> = { data?: T; errors?: { message?: string; extensions?: { code?: string } }[] };

/** One GraphQL request to Linear through the guarded client, the personal API key in Authorization. */
export function linearQuery(connection: LinearConnection) {
  const sender = jsonSender({ baseUrl: connection.baseUrl, headers: () => ({ authorization: connection.apiKey }), bodyOf: [400] });
  return async <T>(query: string, variables: Record<string, unknown> = {}): Promise<T> => {
    let answer: GraphqlAnswer<T> | null;
    try {
      // A refused key or a rate limit comes as a 400 whose body names the code.
      answer = await sender.send<GraphqlAnswer<T>>('POST', '/graphql', { query, variables });
    } catch (error) {
      if (error instanceof ProviderHttpError && error.status === 401) throw new LinearError('AUTHENTICATION_ERROR');
      throw error;
    }
    const failure = answer?.errors?.[0];
    if (failure) throw new LinearError(String(failure.extensions?.code ?? 'ERROR'));
    if (!answer?.data) throw new LinearError('NO_DATA');
    return answer.data;
  };
}

type Team = { id: string; key: string; name: string; states?: { nodes?: { id: string; type: string }[] } };

/** The team by its key (ENG), with its workflow states; null when the key reads no such team. */
export async function teamOf(connection: LinearConnection): Promise<Team | null> {
  const data = await linearQuery(connection)<{ teams?: { nodes?: Team[] } }>(
    'query Team($key: String!) { teams(filter: { key: { eq: $key } }) { nodes { id key name states { nodes { id type } } } } }',
    { key: connection.teamKey },
  );
  return data.teams?.nodes?.[0] ?? null;
}

const markdownOf = (item: TrackedItem) => `${item.detail}\n\n[Open in Complia](${item.link})`;

type IssueNode = {
  id: string;
  identifier: string;
  url: string;
  completedAt?: string | null;
  canceledAt?: string | null;
  state?: { type?: string };
  history?: { nodes?: { createdAt?: string; actor?: { name?: string } | null; toState?: { type?: string } | null }[] };
};

/** Linear as a tracker: issues in the team, commented and moved to its completed state when the item is fixed. */
export function linearTracker(connection: LinearConnection): Tracker {
  const query = linearQuery(connection);
  // The team is read at its first use, so a refusal is kept on the item like any other and tried again.
  let teamRead: Promise<Team> | null = null;
  const teamOnce = () =>
    (teamRead ??= teamOf(connection).then((team) => {
      if (!team) throw new LinearError('TEAM_NOT_FOUND');
      return team;
    }));
  return {
    failureOf: (error) => linearFailure(error, connection.baseUrl),
    open: async (item) => {
      const data = await query<{ issueCreate?: { success?: boolean; issue?: IssueNode } }>(
        'mutation Open($input: IssueCreateInput!) { issueCreate(input: $input) { success issue { id identifier url } } }',
        { input: { teamId: (await teamOnce()).id, title: item.title.slice(0, 250), description: markdownOf(item) } },
      );
      const issue = data.issueCreate?.issue;
      if (!data.issueCreate?.success || !issue) throw new LinearError('ISSUE_NOT_CREATED');
      return { key: issue.identifier, id: issue.id, url: issue.url };
    },
    resolve: async (issue: IssueRef, comment: string) => {
      await query('mutation Comment($input: CommentCreateInput!) { commentCreate(input: $input) { success } }', {
        input: { issueId: issue.id, body: comment },
      });
      const completed = (await teamOnce()).states?.nodes?.find((state) => state.type === 'completed');
      if (!completed) return { closed: false };
      await query('mutation Close($id: String!, $input: IssueUpdateInput!) { issueUpdate(id: $id, input: $input) { success } }', {
        id: issue.id,
        input: { stateId: completed.id },
      });
      return { closed: true };
    },
    stateOf: async (issue: IssueRef): Promise<IssueState> => {
      const data = await query<{ issue?: IssueNode }>(
        'query State($id: String!) { issue(id: $id) { id identifier url completedAt canceledAt state { type } history(first: 50) { nodes { createdAt actor { name } toState { type } } } } }',
        { id: issue.id },
      );
      const found = data.issue;
      const closed = found?.state?.type === 'completed' || found?.state?.type === 'canceled';
      if (!found || !closed) return { closed: false, closedBy: null, closedAt: null };
      const change = (found.history?.nodes ?? []).find((entry) => entry.toState?.type === found.state?.type);
      return {
        closed: true,
        closedBy: change?.actor?.name ?? null,
        closedAt: found.completedAt ?? found.canceledAt ?? change?.createdAt ?? null,
      };
    },
  };
}
