import type { CheckDefinition } from '@/lib/checks/types';
import type { IntegrationProvider } from '@/lib/schemas/integrations/records';

/**
 * A connection as a connector uses it: where the provider's API answers, the account (a GitHub organization, an AWS
 * account, an Okta domain) and the secret fields, opened. The secret fields are sealed at rest and never shown.
 */
export type ProviderConnection = { baseUrl: string; account: string; secret: Record<string, string> };

/** A connection tried before it is saved: the account as the provider names it, or what is wrong in a sentence. */
export type Verification = { ok: true; account: string } | { ok: false; message: string };

/**
 * What the product knows of one provider: how a connect form's checked input becomes a connection, how the
 * connection is tried, how its facts are gathered (following every page, a refusal kept as the reason) and the
 * checks run on those facts. `verify` and `gather` import the modules that use the provider's SDK when they run, so
 * the pages and jobs that list the connectors never load an SDK (Okta's alone takes a second).
 */
export type Connector<Input, Facts> = {
  provider: IntegrationProvider;
  name: string;
  fromInput: (input: Input) => ProviderConnection;
  verify: (connection: ProviderConnection) => Promise<Verification>;
  gather: (connection: ProviderConnection, now: Date) => Promise<Facts>;
  checks: readonly CheckDefinition<Facts>[];
};
