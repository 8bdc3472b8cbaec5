'use client';

import { useRouter } from 'next/navigation';
import { useState, type ReactNode } from 'react';
import { ConfirmActionForm } from '@/components/manage/settings/confirm-action-form';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { integrationOffers } from '@/lib/catalog/integrations';
import type { FormAction } from '@/lib/schemas/form-state';
import { CheckHistory, type HistoryItem } from './check-history';
import { CheckResults, type ExceptionActions, type RunSummary } from './check-results';
import { ConnectAwsForm } from './connect-aws-form';
import { ConnectBamboohrForm } from './connect-bamboohr-form';
import { ConnectAzureForm } from './connect-azure-form';
import { ConnectEntraIdForm } from './connect-entra-id-form';
import { ConnectGithubForm } from './connect-github-form';
import { ConnectGitlabForm } from './connect-gitlab-form';
import { ConnectGoogleCloudForm } from './connect-google-cloud-form';
import { ConnectGoogleWorkspaceForm } from './connect-google-workspace-form';
import { ConnectIntuneForm } from './connect-intune-form';
import { ConnectJiraForm } from './connect-jira-form';
import { ConnectLinearForm } from './connect-linear-form';
import { ConnectOktaForm } from './connect-okta-form';
import { ConnectSlackForm } from './connect-slack-form';
import { RunChecksForm } from './run-checks-form';
import { SyncTrackersForm } from './sync-trackers-form';
import { TrackerFailures, type TrackerFailure } from './tracker-failures';

/** A connection as the page formatted it on the server: never its credentials. */
export type ConnectionItem = { provider: string; account: string; baseUrl: string; connectedBy: string; connectedOn: string };

/** A connected provider's latest run (null before the first) and its recent fixes and regressions. */
export type ProviderPanel = {
  latestRun: RunSummary | null;
  history: HistoryItem[];
  /** Whether it has checks to run (a tracker has none). */
  hasChecks?: boolean;
  /** For a tracker or channel: the items whose last attempt failed, tried again on the next sync. */
  failures?: TrackerFailure[];
};

const nameOf = (connection: ConnectionItem | null) => integrationOffers.find((offer) => offer.id === connection?.provider)?.name ?? '';

type ConnectForm = (props: { action: FormAction<{ id: string }> }) => ReactNode;

/** Each provider's connect form. */
const connectForms: Record<string, ConnectForm> = {
  github: ConnectGithubForm,
  aws: ConnectAwsForm,
  okta: ConnectOktaForm,
  'google-workspace': ConnectGoogleWorkspaceForm,
  'entra-id': ConnectEntraIdForm,
  gitlab: ConnectGitlabForm,
  intune: ConnectIntuneForm,
  bamboohr: ConnectBamboohrForm,
  'google-cloud': ConnectGoogleCloudForm,
  azure: ConnectAzureForm,
  jira: ConnectJiraForm,
  linear: ConnectLinearForm,
  slack: ConnectSlackForm,
};

/**
 * Settings › Integrations: each tool with the organization's connection. Administrators connect a tool (its
 * credentials are tried first) and disconnect it after a confirmation; the others see what is connected. Tools not
 * offered yet say so, with nothing to click.
 */
export function IntegrationsSection({
  connections,
  canManage,
  panels,
  connect,
  disconnect,
  runChecks,
  syncTrackers,
  exceptions,
  leastPrivilege = {},
}: {
  connections: readonly ConnectionItem[];
  canManage: boolean;
  /** Per connected provider: its latest run and history. */
  panels: Record<string, ProviderPanel>;
  /** Each provider's connect action. */
  connect: Record<string, FormAction<{ id: string }>>;
  disconnect: FormAction<{ id: string }>;
  /** Run checks now, for members and administrators. */
  runChecks?: FormAction<{ id: string }>;
  /** Sync the tracker and channel now, for members and administrators. */
  syncTrackers?: FormAction<{ id: string }>;
  /** Record and end exceptions, for administrators. */
  exceptions?: ExceptionActions;
  /** Per provider, the least privilege to grant, one step a line, shown with its connect form. */
  leastPrivilege?: Record<string, readonly string[]>;
}) {
  const router = useRouter();
  const [disconnecting, setDisconnecting] = useState<ConnectionItem | null>(null);
  const close = () => setDisconnecting(null);
  return (
    <ul className="space-y-4">
      {integrationOffers.map((offer) => {
        const connection = connections.find((item) => item.provider === offer.id);
        const panel = panels[offer.id];
        const ConnectForm = connectForms[offer.id];
        const connectAction = connect[offer.id];
        return (
          <li key={offer.id} aria-labelledby={`integration-${offer.id}`} className="rounded-lg border border-slate-200 p-5">
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div>
                <h3 id={`integration-${offer.id}`} className="text-base font-semibold text-slate-900">
                  {offer.name}
                </h3>
                <p className="text-sm text-slate-600">{offer.description}</p>
              </div>
              <Badge tone={connection ? 'success' : 'neutral'}>{connection ? 'Connected' : 'Not Connected'}</Badge>
            </div>
            {connection ? (
              <div className="mt-3 flex flex-wrap items-end justify-between gap-3 text-sm text-slate-700">
                <p>
                  {offer.accountLabel} <strong>{connection.account}</strong>
                  {connection.baseUrl ? ` at ${connection.baseUrl}` : ''}, connected by {connection.connectedBy} on {connection.connectedOn}
                  .
                </p>
                <div className="flex flex-wrap items-start gap-2">
                  {runChecks && panel?.hasChecks !== false && <RunChecksForm provider={offer.id} name={offer.name} action={runChecks} />}
                  {syncTrackers && panel?.failures && <SyncTrackersForm name={offer.name} action={syncTrackers} />}
                  {canManage && (
                    <Button variant="danger" className="px-3 py-1.5 text-xs" onClick={() => setDisconnecting(connection)}>
                      Disconnect {offer.name}
                    </Button>
                  )}
                </div>
              </div>
            ) : !offer.available || !ConnectForm || !connectAction ? (
              <p className="mt-3 text-sm text-slate-600">Coming next: until then, its evidence is uploaded by hand.</p>
            ) : canManage ? (
              <>
                {leastPrivilege[offer.id] && <LeastPrivilege steps={leastPrivilege[offer.id]!} />}
                <ConnectForm action={connectAction} />
              </>
            ) : (
              <p className="mt-3 text-sm text-slate-600">An administrator of your organization connects integrations.</p>
            )}
            {connection && panel?.latestRun && <CheckResults run={panel.latestRun} exceptions={exceptions} />}
            {connection && !panel?.latestRun && panel?.hasChecks !== false && (
              <p className="mt-3 text-sm text-slate-600">No check has run yet.</p>
            )}
            {connection && panel?.failures && <TrackerFailures name={offer.name} failures={panel.failures} />}
            {connection && panel && panel.hasChecks !== false && <CheckHistory name={offer.name} items={panel.history} />}
          </li>
        );
      })}
      <Modal open={disconnecting !== null} onClose={close} title={`Disconnect ${nameOf(disconnecting)}`} size="sm">
        {disconnecting && (
          <ConfirmActionForm
            field="provider"
            recordId={disconnecting.provider}
            question={`Disconnect ${nameOf(disconnecting)} (${disconnecting.account})? Its credentials are deleted at once; evidence collected so far stays.`}
            confirmLabel="Disconnect"
            pendingLabel="Disconnecting…"
            action={disconnect}
            onCancel={close}
            onDone={() => {
              close();
              router.refresh();
            }}
          />
        )}
      </Modal>
    </ul>
  );
}

/** The least privilege to grant before connecting, step by step. */
function LeastPrivilege({ steps }: { steps: readonly string[] }) {
  return (
    <div className="mt-3 rounded-md bg-slate-50 p-3 text-sm text-slate-700">
      <p className="font-medium text-slate-900">Least privilege to grant</p>
      <ol className="mt-1 list-decimal space-y-1 pl-5">
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </div>
  );
}
