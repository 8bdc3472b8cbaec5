import type { AzureFacts, AzureSubscription, KeyVault, StorageAccount } from '@/lib/integrations/azure/facts';
import { isUnknown, type CheckDefinition, type CheckResult, type Unknown } from './types';

/** The TLS versions a storage account may require at least. */
const CURRENT_TLS = ['TLS1_2', 'TLS1_3'];
/** The Defender for Cloud plans that must be on the Standard tier, where the subscription offers them. */
export const REQUIRED_DEFENDER_PLANS = ['VirtualMachines', 'SqlServers', 'StorageAccounts', 'KeyVaults'];
/** The activity log category that records every create, update, delete and action on resources. */
const ADMINISTRATIVE = ['Administrative', 'allLogs'];

const unknownResult = (resource: string, { unknown }: Unknown): CheckResult => ({ resource, outcome: 'unknown', reason: unknown });
const judged = (resource: string, passed: boolean, pass: string, fail: string): CheckResult => ({
  resource,
  outcome: passed ? 'pass' : 'fail',
  reason: passed ? pass : fail,
});

/** A result per subscription by `judge`, or the tenant's could not evaluate when the subscriptions were not read. */
function perSubscription(facts: AzureFacts, judge: (subscription: AzureSubscription) => CheckResult[]): CheckResult[] {
  if (isUnknown(facts.subscriptions)) return [unknownResult(facts.tenant, facts.subscriptions)];
  if (facts.subscriptions.length === 0)
    return [{ resource: facts.tenant, outcome: 'pass', reason: 'The app may read no enabled subscription.' }];
  return facts.subscriptions.flatMap(judge);
}

/** A result per storage account; a subscription without one passes, saying so. */
const perStorageAccount = (facts: AzureFacts, judge: (account: StorageAccount) => CheckResult) =>
  perSubscription(facts, ({ name, storageAccounts }) => {
    if (isUnknown(storageAccounts)) return [unknownResult(name, storageAccounts)];
    if (storageAccounts.length === 0) return [{ resource: name, outcome: 'pass', reason: 'The subscription has no storage account.' }];
    return storageAccounts.map(judge);
  });

/** A result per key vault; a subscription without one passes, saying so. */
const perKeyVault = (facts: AzureFacts, judge: (vault: KeyVault) => CheckResult) =>
  perSubscription(facts, ({ name, keyVaults }) => {
    if (isUnknown(keyVaults)) return [unknownResult(name, keyVaults)];
    if (keyVaults.length === 0) return [{ resource: name, outcome: 'pass', reason: 'The subscription has no key vault.' }];
    return keyVaults.map(judge);
  });

/** The checks run on Azure's facts. */
export const azureChecks: readonly CheckDefinition<AzureFacts>[] = [
  {
    id: 'azure.storage-https-only',
    title: 'Every Azure storage account accepts HTTPS only',
    proves: 'Data sent to or read from storage is encrypted on the way.',
    controls: ['CRY-03'],
    severity: 'high',
    logic: {
      reads: "Each storage account's supportsHttpsTrafficOnly.",
      rule: 'Secure transfer (HTTPS only) must be required.',
      pass: 'It is required (or the subscription has no storage account).',
      fail: 'The account accepts plain HTTP.',
      unknown: 'The storage accounts could not be read.',
    },
    evaluate: (facts) =>
      perStorageAccount(facts, (account) =>
        judged(account.name, account.httpsOnly, 'Accepts HTTPS only.', 'Accepts plain HTTP: secure transfer is off.'),
      ),
  },
  {
    id: 'azure.storage-minimum-tls',
    title: 'Every Azure storage account requires TLS 1.2 or later',
    proves: 'No client reaches storage over a TLS version with known weaknesses.',
    controls: ['CRY-03'],
    severity: 'medium',
    logic: {
      reads: "Each storage account's minimumTlsVersion.",
      rule: 'The minimum TLS version must be TLS 1.2 or later; left out, Azure reads it as TLS 1.0.',
      pass: 'TLS1_2 or TLS1_3 (or the subscription has no storage account).',
      fail: 'TLS1_0, TLS1_1 or not set.',
      unknown: 'The storage accounts could not be read.',
    },
    evaluate: (facts) =>
      perStorageAccount(facts, ({ name, minimumTlsVersion: tls }) =>
        judged(
          name,
          CURRENT_TLS.includes(tls ?? ''),
          `Requires ${tls} at least.`,
          `Accepts ${tls ?? 'TLS1_0 (not set)'}: TLS 1.2 is required.`,
        ),
      ),
  },
  {
    id: 'azure.storage-no-public-blob',
    title: 'No Azure storage account allows public blob access',
    proves: 'No container can be opened to anonymous readers on the internet.',
    controls: ['AC-01', 'AST-04'],
    severity: 'high',
    logic: {
      reads: "Each storage account's allowBlobPublicAccess.",
      rule: 'Anonymous public access to blobs must be disallowed on the account; left out, Azure reads it as disallowed.',
      pass: 'It is disallowed (or the subscription has no storage account).',
      fail: 'The account allows a container to be made public.',
      unknown: 'The storage accounts could not be read.',
    },
    evaluate: (facts) =>
      perStorageAccount(facts, (account) =>
        judged(account.name, account.allowBlobPublicAccess !== true, 'Public blob access is disallowed.', 'Public blob access is allowed.'),
      ),
  },
  {
    id: 'azure.key-vault-recoverable',
    title: 'Every Azure key vault has soft delete and purge protection',
    proves: 'Keys, secrets and certificates deleted by mistake or by an attacker can be recovered.',
    controls: ['CRY-01'],
    severity: 'medium',
    logic: {
      reads: "Each key vault's enableSoftDelete and enablePurgeProtection.",
      rule: 'Soft delete must be on (Azure turns it on unless it says otherwise) and purge protection enabled.',
      pass: 'Both are on (or the subscription has no key vault).',
      fail: 'Soft delete is off or purge protection is not enabled; the result says which.',
      unknown: 'The key vaults could not be read.',
    },
    evaluate: (facts) =>
      perKeyVault(facts, ({ name, softDelete, purgeProtection }) => {
        const missing = [softDelete === false && 'soft delete is off', !purgeProtection && 'purge protection is not enabled'].filter(
          Boolean,
        );
        return judged(name, missing.length === 0, 'Soft delete and purge protection are on.', `Not recoverable: ${missing.join(' and ')}.`);
      }),
  },
  {
    id: 'azure.activity-log-exported',
    title: "Every Azure subscription's activity log is exported",
    proves: "Every change to the subscription's resources is kept beyond Azure's 90 days, where it can be searched and alerted on.",
    controls: ['OPS-01', 'OPS-03'],
    severity: 'high',
    logic: {
      reads: "The subscription's diagnostic settings: their destinations and the activity log categories they send.",
      rule: 'A diagnostic setting must send the Administrative category (or all logs) to a storage account, a Log Analytics workspace, an event hub or a partner solution.',
      pass: 'Such a setting exists; the result names it.',
      fail: 'No diagnostic setting exports the Administrative category.',
      unknown: "The subscriptions or the subscription's diagnostic settings could not be read.",
    },
    evaluate: (facts) =>
      perSubscription(facts, ({ name, activityLogExports }) => {
        if (isUnknown(activityLogExports)) return [unknownResult(name, activityLogExports)];
        const exporting = activityLogExports.find(
          (setting) => setting.destinations.length > 0 && setting.categories.some((category) => ADMINISTRATIVE.includes(category)),
        );
        return [
          judged(
            name,
            Boolean(exporting),
            `The setting ${exporting?.name} sends it to ${exporting?.destinations.join(' and ')}.`,
            'No diagnostic setting exports the activity log’s Administrative category.',
          ),
        ];
      }),
  },
  {
    id: 'azure.defender-plans',
    title: 'Microsoft Defender for Cloud protects servers, databases, storage and key vaults',
    proves: 'Threats to the subscription’s key resources are detected and alerted on.',
    controls: ['OPS-03', 'OPS-05'],
    severity: 'medium',
    logic: {
      reads: "The subscription's Defender for Cloud pricing tier of each plan.",
      rule: `The plans ${REQUIRED_DEFENDER_PLANS.join(', ')} must be on the Standard tier, where the subscription offers them.`,
      pass: 'Each is on Standard.',
      fail: 'A plan is on the Free tier; the result names those.',
      unknown: "The subscriptions or the subscription's pricing tiers could not be read.",
    },
    evaluate: (facts) =>
      perSubscription(facts, ({ name, defenderPlans }) => {
        if (isUnknown(defenderPlans)) return [unknownResult(name, defenderPlans)];
        const offered = defenderPlans.filter((plan) => REQUIRED_DEFENDER_PLANS.includes(plan.name));
        const off = offered.filter((plan) => plan.tier !== 'Standard').map((plan) => plan.name);
        if (offered.length === 0) return [{ resource: name, outcome: 'fail', reason: 'Defender for Cloud lists none of the plans.' }];
        return [
          judged(
            name,
            off.length === 0,
            `On Standard: ${offered.map((plan) => plan.name).join(', ')}.`,
            `On the Free tier: ${off.join(', ')}.`,
          ),
        ];
      }),
  },
  {
    id: 'azure.sql-auditing',
    title: 'Every Azure SQL server audits its databases',
    proves: 'Queries and changes to the SQL databases are recorded where they can be reviewed.',
    controls: ['OPS-01'],
    severity: 'medium',
    logic: {
      reads: "Each logical SQL server's server-level auditing setting (auditingSettings/default).",
      rule: 'Server-level auditing must be enabled.',
      pass: 'Auditing is enabled (or the subscription has no SQL server).',
      fail: 'Auditing is disabled.',
      unknown: "The SQL servers, or that server's auditing setting, could not be read.",
    },
    evaluate: (facts) =>
      perSubscription(facts, ({ name, sqlServers }) => {
        if (isUnknown(sqlServers)) return [unknownResult(name, sqlServers)];
        if (sqlServers.length === 0) return [{ resource: name, outcome: 'pass', reason: 'The subscription has no SQL server.' }];
        return sqlServers.map((server) =>
          isUnknown(server.auditing)
            ? unknownResult(server.name, server.auditing)
            : judged(server.name, server.auditing, 'Server-level auditing is enabled.', 'Server-level auditing is disabled.'),
        );
      }),
  },
];
