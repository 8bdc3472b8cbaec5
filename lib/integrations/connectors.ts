import type { IntegrationProvider } from '@/lib/schemas/integrations';
import type { Connector } from './connector';
import { githubConnector } from './github/connector';

/** Every provider the product connects, by its id. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each connector's input and facts differ; the workspace only passes them through
export const connectors: Record<IntegrationProvider, Connector<any, any>> = {
  github: githubConnector,
};

/** Every check of every provider, with its provider. */
export const allChecks = Object.values(connectors).flatMap((connector) =>
  connector.checks.map((check) => ({ ...check, provider: connector.provider })),
);
