import { IntegrationsSection } from '@/components/manage/integrations/integrations-section';
import { formatDay } from '@/components/manage/settings/dates';
import { can } from '@/lib/domain/permissions';
import { connectors } from '@/lib/integrations/connectors';
import { listCheckExceptions } from '@/lib/workspace/checks';
import { listConnections } from '@/lib/workspace/integrations';
import { trackedIssues, trackerFailures } from '@/lib/workspace/trackers';
import type { Member } from '@/lib/workspace/member';
import { panelOf } from './integration-panels';
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
