/** @jest-environment node */
import { azureConnector } from '@/lib/integrations/azure/connector';
import { verifyAzure } from '@/lib/integrations/azure/verify';
import { CLIENT_ID, CLIENT_SECRET, startAzureStandIn, TENANT, type AzureStandIn } from '../../support/azure-stand-in';

let azure: AzureStandIn;
beforeAll(async () => {
  azure = await startAzureStandIn();
});
afterAll(() => azure.close());
beforeEach(() => azure.set({ pageSize: 1, subscriptions: null, fixed: false, refused: [], rateLimit: 'none', revoked: false }));

const connect = (changes: Partial<{ clientSecret: string; managementUrl: string }> = {}) =>
  verifyAzure({
    loginUrl: azure.url,
    managementUrl: azure.url,
    tenantId: TENANT,
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    ...changes,
  });

describe('verifyAzure against the stand-in', () => {
  it('answers the tenant when the app lists a subscription with a Resource Manager token', async () => {
    expect(await connect()).toEqual({ ok: true, account: TENANT });
    expect(azure.requests.filter((request) => request.startsWith('GET /subscriptions?api-version=2022-12-01'))).toHaveLength(1);
  });

  it('says why, in a sentence, for a refused secret, a refused list, no subscription or a throttle', async () => {
    expect(await connect({ clientSecret: 'Wrong~secretValue0000000000' })).toEqual({
      ok: false,
      message: expect.stringMatching(/^Microsoft refused the app/),
    });
    azure.set({ refused: ['subscriptions'] });
    expect(await connect()).toEqual({
      ok: false,
      message:
        'The app may not read the subscriptions (403). Assign it the Reader role on the subscription (Microsoft.Resources/subscriptions/read).',
    });
    azure.set({ refused: [], subscriptions: [] });
    expect(await connect()).toEqual({ ok: false, message: expect.stringMatching(/^The app may read no subscription\./) });
    azure.set({ subscriptions: null, rateLimit: 'long' });
    expect(await connect()).toEqual({ ok: false, message: expect.stringMatching(/throttling this app until \d\d:\d\d UTC/) });
  });

  it('refuses an address that is not Resource Manager', async () => {
    // The token is asked for that address's scope, which the identity platform does not know.
    expect(await connect({ managementUrl: `${azure.url}/elsewhere` })).toEqual({
      ok: false,
      message: expect.stringMatching(/^Microsoft refused the app/),
    });
  });

  it('keeps the secret and the sign-in address sealed and names the connection by its tenant', () => {
    expect(
      azureConnector.fromInput({
        tenantId: TENANT,
        clientId: CLIENT_ID,
        clientSecret: CLIENT_SECRET,
        loginUrl: 'https://login.microsoftonline.com',
        managementUrl: 'https://management.azure.com',
      }),
    ).toEqual({
      baseUrl: 'https://management.azure.com',
      account: TENANT,
      secret: { tenantId: TENANT, clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, loginUrl: 'https://login.microsoftonline.com' },
    });
  });
});
