import { jsonSender, type JsonSender } from '../framework/send';
import { jiraFailure } from './failures';
import type { IssueRef, IssueState, TrackedItem, Tracker } from '../trackers/types';

/** What the client needs of a saved connection: the site, the project and issue type, and the account's credentials. */
export type JiraConnection = { baseUrl: string; projectKey: string; issueType: string; email: string; token: string };

/** Jira Cloud REST v3 with Basic auth (e-mail and API token), every request guarded, at the site's own address. */
export const jiraSender = ({ baseUrl, email, token }: JiraConnection): JsonSender =>
  jsonSender({ baseUrl, headers: () => ({ authorization: `Basic ${Buffer.from(`${email}:${token}`).toString('base64')}` }) });

type Text = { type: 'text'; text: string; marks?: { type: 'link'; attrs: { href: string } }[] };

/** A description in the Atlassian Document Format v3 requires: what failed, and a link back to the product's page. */
export function descriptionOf(item: TrackedItem) {
  const paragraph = (...content: Text[]) => ({ type: 'paragraph', content });
  return {
    type: 'doc',
    version: 1,
    content: [
      paragraph({ type: 'text', text: item.detail }),
      paragraph({ type: 'text', text: 'Open in Complia', marks: [{ type: 'link', attrs: { href: item.link } }] }),
    ],
  };
}

const commentOf = (text: string) => ({
  body: { type: 'doc', version: 1, content: [{ type: 'paragraph', content: [{ type: 'text', text }] }] },
});

type Transition = { id?: string; to?: { statusCategory?: { key?: string } } };
type IssueAnswer = {
  key?: string;
  fields?: { status?: { statusCategory?: { key?: string } }; resolutiondate?: string | null };
  changelog?: { histories?: { author?: { displayName?: string }; created?: string; items?: { field?: string }[] }[] };
};

/** The site's address of an issue for people (not the API's). */
const browseUrl = (baseUrl: string, key: string) => `${baseUrl.replace(/\/+$/, '')}/browse/${encodeURIComponent(key)}`;

/** Jira as a tracker: issues in the project, commented and moved to a Done status when the item is fixed. */
export function jiraTracker(connection: JiraConnection): Tracker {
  const jira = jiraSender(connection);
  return {
    failureOf: (error) => jiraFailure(error, connection.baseUrl),
    open: async (item) => {
      const created = await jira.send<{ id?: string; key?: string }>('POST', '/rest/api/3/issue', {
        fields: {
          project: { key: connection.projectKey },
          issuetype: { name: connection.issueType },
          summary: item.title.slice(0, 250),
          description: descriptionOf(item),
        },
      });
      if (!created?.key || !created.id) throw new Error('Jira answered no issue key.');
      return { key: created.key, id: String(created.id), url: browseUrl(connection.baseUrl, created.key) };
    },
    resolve: async (issue: IssueRef, comment: string) => {
      const path = `/rest/api/3/issue/${encodeURIComponent(issue.key)}`;
      await jira.send('POST', `${path}/comment`, commentOf(comment));
      // Closed only when the workflow offers a transition straight to a Done status; otherwise the comment says it.
      const { transitions = [] } = (await jira.send<{ transitions?: Transition[] }>('GET', `${path}/transitions`)) ?? {};
      const done = transitions.find((transition) => transition.to?.statusCategory?.key === 'done');
      if (!done?.id) return { closed: false };
      await jira.send('POST', `${path}/transitions`, { transition: { id: done.id } });
      return { closed: true };
    },
    stateOf: async (issue: IssueRef): Promise<IssueState> => {
      const answer = await jira.send<IssueAnswer>(
        'GET',
        `/rest/api/3/issue/${encodeURIComponent(issue.key)}?fields=status,resolutiondate&expand=changelog`,
      );
      const closed = answer?.fields?.status?.statusCategory?.key === 'done';
      if (!closed) return { closed: false, closedBy: null, closedAt: null };
      const change = [...(answer?.changelog?.histories ?? [])]
        .reverse()
        .find((history) => history.items?.some((entry) => entry.field === 'status'));
      return {
        closed: true,
        closedBy: change?.author?.displayName ?? null,
        closedAt: change?.created ?? answer?.fields?.resolutiondate ?? null,
      };
    },
  };
}
