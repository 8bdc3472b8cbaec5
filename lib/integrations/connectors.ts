import type { IntegrationProvider } from '@/lib/schemas/integrations/records';
import type { Connector } from './connector';
import { awsConnector } from './aws/connector';
import { bamboohrConnector } from './bamboohr/connector';
import { azureConnector } from './azure/connector';
import { entraIdConnector } from './entra-id/connector';
import { githubConnector } from './github/connector';
import { gitlabConnector } from './gitlab/connector';
import { googleCloudConnector } from './google-cloud/connector';
import { googleWorkspaceConnector } from './google-workspace/connector';
import { intuneConnector } from './intune/connector';
import { jiraConnector } from './jira/connector';
import { linearConnector } from './linear/connector';
import { oktaConnector } from './okta/connector';
import { slackConnector } from './slack/connector';

/** Every provider the product connects, by its id: one line a provider. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each connector's input and facts differ; the workspace only passes them through
export const connectors: Record<IntegrationProvider, Connector<any, any>> = {
  github: githubConnector,
  aws: awsConnector,
  okta: oktaConnector,
  'google-workspace': googleWorkspaceConnector,
  'entra-id': entraIdConnector,
  gitlab: gitlabConnector,
  intune: intuneConnector,
  bamboohr: bamboohrConnector,
  'google-cloud': googleCloudConnector,
  azure: azureConnector,
  jira: jiraConnector,
  linear: linearConnector,
  slack: slackConnector,
};

/** Every check of every provider, with its provider. */
export const allChecks = Object.values(connectors).flatMap((connector) =>
  connector.checks.map((check) => ({ ...check, provider: connector.provider })),
);
