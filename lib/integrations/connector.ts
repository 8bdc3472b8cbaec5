import type { CheckDefinition } from '@/lib/checks/types';
import type { DirectoryUser } from '@/lib/domain/people/directory-sync';
import type { HrPerson } from '@/lib/domain/people/hr-sync';
import type { ReadDevice } from '@/lib/schemas/devices/records';
import type { IdentityAccounts } from './bamboohr/facts';
import type { IntegrationProvider } from '@/lib/schemas/integrations/records';
import type { ProviderProfile } from './framework/profile';
import type { AlertChannel, Tracker } from './trackers/types';

/**
 * A connection as a connector uses it: where the provider's API answers, the account (a GitHub organization, an AWS
 * account, an Okta domain) and the secret fields, opened. The secret fields are sealed at rest and never shown.
 */
export type ProviderConnection = { baseUrl: string; account: string; secret: Record<string, string> };

/** A connection tried before it is saved: the account as the provider names it, or what is wrong in a sentence. */
export type Verification = { ok: true; account: string } | { ok: false; message: string };

/**
 * A provider's full list of one kind of vulnerability finding (its source, e.g. `github:dependabot`): each finding on
 * an asset by identifier, with the day the provider first saw it and, once closed, the day it closed.
 */
export type FindingsReport = {
  source: string;
  /** False when some of the source's lists could not be read: a finding it no longer lists is then not taken as fixed. */
  complete?: boolean;
  findings: {
    asset: string;
    identifier: string;
    title: string;
    severity: 'critical' | 'high' | 'medium' | 'low';
    url?: string;
    firstSeenOn?: string;
    fixedOn?: string;
  }[];
};

/**
 * What the product knows of one provider, one folder each (`lib/integrations/<provider>/`): its profile (category,
 * how it signs in, its API's address, what it collects, the least privilege to grant), how a connect form's checked
 * input becomes a connection, how the connection is tried, how its facts are gathered (following every page, a
 * refusal kept as the reason) and the checks run on those facts; a directory's users for People when it has them.
 * `verify` and `gather` import the modules that call the provider when they run, so the pages and jobs that list the
 * connectors never load an SDK (Okta's alone takes a second).
 */
export type Connector<Input, Facts> = {
  provider: IntegrationProvider;
  name: string;
  profile: ProviderProfile;
  fromInput: (input: Input) => ProviderConnection;
  verify: (connection: ProviderConnection) => Promise<Verification>;
  gather: (connection: ProviderConnection, now: Date) => Promise<Facts>;
  checks: readonly CheckDefinition<Facts>[];
  /**
   * The facts with the organization's leavers from People (their e-mail and end date), for a directory whose checks
   * ask whether a person who left can still sign in. Added by the run, so the facts filed as evidence show them.
   */
  withLeavers?: (facts: Facts, leavers: readonly { email: string; endDate: string }[]) => Facts;
  /** The facts with People's e-mails, for a provider whose resources are tied to people (a device to its user). */
  withPeople?: (facts: Facts, people: readonly { email: string }[]) => Facts;
  /** The facts with the accounts of the organization's connected identity providers (an HR system's checks compare them). */
  withIdentityAccounts?: (facts: Facts, identity: IdentityAccounts) => Facts;
  /** An HR system's employees, current and past, as People reads them; null when the list could not be read. */
  hrPeople?: (facts: Facts) => HrPerson[] | null;
  /** An MDM's managed devices, kept for People's pages; null when the list could not be read (never "no device"). */
  devices?: (facts: Facts) => ReadDevice[] | null;
  /** The directory's active users as People reads them; null when the list could not be read (never "everyone left"). */
  people?: (facts: Facts, today: string) => DirectoryUser[] | null;
  /** The vulnerability findings of the facts, one full report per source; a list the provider refused is left out. */
  findings?: (facts: Facts) => FindingsReport[];
  /** A work tracker's issues (Jira, Linear): failing checks and overdue tasks are opened there. */
  tracker?: (connection: ProviderConnection) => Promise<Tracker>;
  /** A chat channel (Slack): new failing checks and overdue tasks are announced there. */
  alerts?: (connection: ProviderConnection) => Promise<AlertChannel>;
};
