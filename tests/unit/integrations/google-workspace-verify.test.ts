/** @jest-environment node */
import { googleWorkspaceConnector } from '@/lib/integrations/google-workspace/connector';
import { tokenUrlOf } from '@/lib/integrations/google-workspace/connection';
import { verifyGoogle } from '@/lib/integrations/google-workspace/verify';
import { ADMIN_EMAIL, startGoogleStandIn, type GoogleStandIn } from '../../support/google-workspace-stand-in';

let google: GoogleStandIn;
beforeAll(async () => {
  google = await startGoogleStandIn();
});
afterAll(() => google.close());
beforeEach(() => google.set({ pageSize: 2, users: null, refused: 'none', rateLimit: 'none', revoked: false }));

const key = () => JSON.parse(google.serviceAccountKey) as { client_email: string; private_key: string };
const connect = (overrides: Partial<{ adminEmail: string; baseUrl: string }> = {}) =>
  verifyGoogle({
    baseUrl: google.url,
    clientEmail: key().client_email,
    privateKey: key().private_key,
    adminEmail: ADMIN_EMAIL,
    ...overrides,
  });

describe('verifyGoogle against the stand-in', () => {
  it("answers the admin's domain when the service account's token lists the users", async () => {
    expect(await connect()).toEqual({ ok: true, account: 'acme.com' });
  });

  it('says why, in a sentence, when the key or delegation is refused, the admin has no rights or the limit is used up', async () => {
    expect(await connect({ adminEmail: 'someone@acme.com' })).toEqual({
      ok: false,
      message: expect.stringContaining('domain-wide delegation'),
    });
    google.set({ refused: 'directory' });
    expect(await connect()).toEqual({ ok: false, message: expect.stringContaining('refused access (403)') });
    google.set({ refused: 'none', rateLimit: 'long' });
    expect(await connect()).toEqual({ ok: false, message: expect.stringMatching(/used up until \d\d:\d\d UTC/) });
  });

  it('refuses an address that is not the Admin SDK', async () => {
    expect(await connect({ baseUrl: `${google.url}/elsewhere` })).toEqual({
      ok: false,
      message: `Google's token endpoint answered 404 for ${google.url}/elsewhere. Check the API URL.`,
    });
  });

  it("sends the assertion to Google's token endpoint for Google's API, else to the same address", () => {
    expect(tokenUrlOf('https://admin.googleapis.com/')).toBe('https://oauth2.googleapis.com/token');
    expect(tokenUrlOf('http://127.0.0.1:9000')).toBe('http://127.0.0.1:9000/token');
  });

  it('keeps the key and the admin sealed and names the connection by its domain', () => {
    const connection = googleWorkspaceConnector.fromInput({
      baseUrl: 'https://admin.googleapis.com/',
      adminEmail: ADMIN_EMAIL,
      serviceAccountKey: { type: 'service_account', client_email: key().client_email, private_key: key().private_key },
    });
    expect(connection).toEqual({
      baseUrl: 'https://admin.googleapis.com',
      account: 'acme.com',
      secret: { clientEmail: key().client_email, privateKey: key().private_key, adminEmail: ADMIN_EMAIL },
    });
  });
});
