/** @jest-environment node */
import { planSync, type StoredFinding } from '@/lib/domain/vulnerabilities/sync';
import { alertSeverityOf } from '@/lib/integrations/azure/defender-alerts';
import { azureFindings } from '@/lib/integrations/azure/findings';
import { gatherAzureFacts } from '@/lib/integrations/azure/gather';
import type { FindingsReport } from '@/lib/integrations/connector';
import { productionAlerts, VM } from '../../support/azure-alerts';
import { CLIENT_ID, CLIENT_SECRET, defaultSubscriptions, startAzureStandIn, TENANT, type AzureStandIn } from '../../support/azure-stand-in';

let azure: AzureStandIn;
beforeAll(async () => {
  azure = await startAzureStandIn();
});
afterAll(() => azure.close());

const PRODUCTION = '8d2f6c1e-4b7a-4e0d-9c3b-1a2b3c4d5e6f';
/** The default subscriptions, Acme Production with its alerts. */
const withAlerts = (resolved = false) =>
  defaultSubscriptions().map((subscription) =>
    subscription.subscriptionId === PRODUCTION ? { ...subscription, alerts: productionAlerts(PRODUCTION, resolved) } : subscription,
  );
beforeEach(() => azure.set({ pageSize: 1, subscriptions: withAlerts(), fixed: false, refused: [], rateLimit: 'none', revoked: false }));

const now = new Date('2026-11-28T08:00:00Z');
const gather = (clientSecret = CLIENT_SECRET) =>
  gatherAzureFacts({ loginUrl: azure.url, managementUrl: azure.url, tenantId: TENANT, clientId: CLIENT_ID, clientSecret }, now);
const syncOf = (found: FindingsReport, day: string) => ({
  source: found.source,
  complete: found.complete ?? true,
  findings: found.findings,
  day,
});
const storedAfter = (found: FindingsReport, day: string): StoredFinding[] =>
  planSync([], syncOf(found, day)).create.map((finding, index) => ({ id: `f-${index}`, ...finding }));

describe("Defender for Cloud's security alerts", () => {
  it("reads every page of each subscription's alerts, keeping the active and in-progress ones", async () => {
    expect(azureFindings(await gather())).toEqual([
      {
        source: 'azure:defender-for-cloud',
        complete: true,
        findings: [
          {
            asset: VM,
            identifier: 'VM_EICAR',
            title: 'Malware detected on web-1',
            severity: 'high',
            url: 'https://portal.azure.com/#blade/Microsoft_Azure_Security/AlertBlade/alertId/2518298467986649999_a1',
            firstSeenOn: '2026-11-20',
          },
          // No resource named: the entity Defender names. Dismissed and informational alerts are left out.
          {
            asset: 'acme-prod',
            identifier: 'Storage.Blob_AnonymousAccessAnomaly',
            title: 'Unusual anonymous access to a storage account',
            severity: 'medium',
            url: 'https://portal.azure.com/#blade/Microsoft_Azure_Security/AlertBlade/alertId/2518298467986649999_a2',
            firstSeenOn: '2026-11-25',
          },
        ],
      },
    ]);
    // Four alerts one a page: four pages for Acme Production, each with the documented api-version.
    const asked = azure.requests.filter((request) => request.includes(`/subscriptions/${PRODUCTION}/providers/Microsoft.Security/alerts`));
    expect(asked).toHaveLength(4);
    expect(asked[0]).toContain('api-version=2022-01-01');
  });

  it('the same alerts read again are the same findings; one resolved is fixed on the day of the run', async () => {
    const stored = storedAfter(azureFindings(await gather())[0]!, '2026-11-28');
    const again = planSync(stored, syncOf(azureFindings(await gather())[0]!, '2026-11-29'));
    expect(again.create).toEqual([]);
    expect(again.change.every((change) => change.values.fixedOn === undefined)).toBe(true);
    azure.set({ subscriptions: withAlerts(true) });
    const fixed = planSync(stored, syncOf(azureFindings(await gather())[0]!, '2026-11-30'));
    expect(fixed.change.filter((change) => change.values.fixedOn)).toEqual([{ id: 'f-0', values: { sources: [], fixedOn: '2026-11-30' } }]);
  });

  it('refused alerts could not be read, naming the action, and leave the findings as they were', async () => {
    azure.set({ refused: ['alerts'] });
    const facts = await gather();
    expect(Array.isArray(facts.securityAlerts) && facts.securityAlerts[0]).toEqual({
      subscription: 'Acme Production',
      alerts: { unknown: expect.stringContaining('Microsoft.Security/alerts/read') },
    });
    expect(azureFindings(facts)).toEqual([]);
    azure.set({ refused: [], subscriptions: [] });
    expect(azureFindings(await gather())).toEqual([{ source: 'azure:defender-for-cloud', complete: true, findings: [] }]);
    const revoked = await gather('wrong-secret');
    expect(revoked.securityAlerts).toEqual(revoked.subscriptions);
    expect(azureFindings(revoked)).toEqual([]);
  });

  it('maps the severities', () => {
    expect(['High', 'Medium', 'Low', 'Informational', undefined].map(alertSeverityOf)).toEqual(['high', 'medium', 'low', null, 'medium']);
  });
});
