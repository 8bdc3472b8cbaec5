import type { CheckException } from '@/lib/workspace/checks';
import type { HistoryItem } from '@/components/manage/integrations/check-history';
import type { IssueSummary } from '@/components/manage/integrations/tracker-issue';
import { IntegrationsSection, type ProviderPanel } from '@/components/manage/integrations/integrations-section';
import { formatDay, formatMoment } from '@/components/manage/settings/dates';
import { carriedSummary } from '@/lib/domain/checks/carried-results';
import { can } from '@/lib/domain/permissions';
import { connectors } from '@/lib/integrations/connectors';
import { listCheckExceptions } from '@/lib/workspace/checks';
import { checkRunHistory, latestCheckRun, listConnections, providerNames, type Connection } from '@/lib/workspace/integrations';
import { trackedIssues, trackerFailures, type TrackedIssue } from '@/lib/workspace/trackers';
import { checkItemKey } from '@/lib/domain/trackers/items';
import type { IntegrationProvider } from '@/lib/schemas/integrations/records';
import type { Member } from '@/lib/workspace/member';
import { endCheckExceptionAction, recordCheckExceptionAction } from './check-exception-actions';
import {
  connectAwsAction,
  connectEntraIdAction,
  connectGithubAction,
  connectGitlabAction,
  connectIntuneAction,
  connectBamboohrAction,
  connectGoogleCloudAction,
  connectAzureAction,
  connectGoogleWorkspaceAction,
  connectOktaAction,
  connectJiraAction,
  connectLinearAction,
  connectSlackAction,
  disconnectIntegrationAction,
  runChecksAction,
  syncTrackersAction,
} from './integration-actions';

/** How many fixes and regressions each connection shows. */
const HISTORY_SHOWN = 10;

/** A failing result's issue in the tracker, with whether it was closed there. */
function issueOf(issues: ReadonlyMap<string, TrackedIssue>, checkId: string, resource: string): IssueSummary | null {
  const issue = issues.get(checkItemKey(checkId, resource));
  if (!issue?.key || !issue.url || issue.status !== 'open') return null;
  const tracker = providerNames[issue.provider as IntegrationProvider] ?? issue.provider ?? '';
  const closed = issue.closedAt
    ? `closed in ${tracker}${issue.closedBy ? ` by ${issue.closedBy}` : ''} on ${formatDay(issue.closedAt)}`
    : null;
  return { tracker, key: issue.key, url: issue.url, closed };
}

type Tracked = { issues: ReadonlyMap<string, TrackedIssue>; failures: { title: string; error: string }[] };

/** A connected provider's latest run, each check with its results and exception, and its recent history. */
async function panelOf(
  member: Member,
  { provider }: Connection,
  exceptions: readonly CheckException[],
  tracked: Tracked,
): Promise<ProviderPanel> {
  const { checks, tracker, alerts } = connectors[provider];
  const [run, history] = await Promise.all([latestCheckRun(member, provider), checkRunHistory(member, provider)]);
  const titles = new Map(checks.map((check) => [check.id, check.title]));
  const now = new Date();
  return {
    latestRun: run && {
      finished: formatMoment(run.finishedAt),
      requestedBy: run.requestedBy,
      evidenceId: run.evidenceId,
      checks: checks.map(({ id, title }) => {
        const exception = exceptions.find((candidate) => candidate.checkId === id);
        return {
          id,
          title,
          results: run.results
            .filter((result) => result.checkId === id)
            .map((result) => ({ ...result, issue: result.outcome === 'fail' ? issueOf(tracked.issues, id, result.resource) : null })),
          ...carriedSummary(run.carried, id, run.startedAt, now),
          exception: exception
            ? {
                id: exception.id,
                version: exception.version,
                reason: exception.reason,
                expiresOn: exception.expiresOn,
                recordedBy: exception.recordedBy,
              }
            : null,
        };
      }),
    },
    hasChecks: checks.length > 0,
    failures: tracker || alerts ? tracked.failures : undefined,
    history: history.slice(0, HISTORY_SHOWN).map((change): HistoryItem => ({
      at: formatMoment(change.at),
      title: titles.get(change.checkId) ?? change.checkId,
      change: change.change,
    })),
  };
}

/** Settings › Integrations: the organization's connections, their checks, exceptions and history. */
export async function Integrations({ member }: { member: Member }) {
  const [connections, exceptions, issues, failures] = await Promise.all([
    listConnections(member),
    listCheckExceptions(member),
    trackedIssues(member),
    trackerFailures(member),
  ]);
  const tracked = { issues, failures };
  const panels = Object.fromEntries(
    await Promise.all(
      connections.map(async (connection) => [connection.provider, await panelOf(member, connection, exceptions, tracked)] as const),
    ),
  );
  const canManage = can(member.role, 'integrations.manage');
  return (
    <IntegrationsSection
      connections={connections.map(({ connectedAt, ...connection }) => ({ ...connection, connectedOn: formatDay(connectedAt) }))}
      canManage={canManage}
      panels={panels}
      connect={{
        github: connectGithubAction,
        aws: connectAwsAction,
        okta: connectOktaAction,
        'google-workspace': connectGoogleWorkspaceAction,
        'entra-id': connectEntraIdAction,
        gitlab: connectGitlabAction,
        intune: connectIntuneAction,
        bamboohr: connectBamboohrAction,
        'google-cloud': connectGoogleCloudAction,
        azure: connectAzureAction,
        jira: connectJiraAction,
        linear: connectLinearAction,
        slack: connectSlackAction,
      }}
      leastPrivilege={Object.fromEntries(
        Object.values(connectors).map((connector) => [connector.provider, connector.profile.leastPrivilege]),
      )}
      disconnect={disconnectIntegrationAction}
      runChecks={can(member.role, 'records.edit') ? runChecksAction : undefined}
      syncTrackers={can(member.role, 'records.edit') ? syncTrackersAction : undefined}
      exceptions={canManage ? { record: recordCheckExceptionAction, end: endCheckExceptionAction } : undefined}
    />
  );
}
