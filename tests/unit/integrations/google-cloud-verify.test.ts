/** @jest-environment node */
import { googleCloudConnector } from '@/lib/integrations/google-cloud/connector';
import { serviceUrlOf, tokenUrlOf } from '@/lib/integrations/google-cloud/connection';
import { verifyGoogleCloud } from '@/lib/integrations/google-cloud/verify';
import { startGoogleCloudStandIn, type GoogleCloudStandIn } from '../../support/google-cloud-stand-in';

let cloud: GoogleCloudStandIn;
beforeAll(async () => {
  cloud = await startGoogleCloudStandIn();
});
afterAll(() => cloud.close());
beforeEach(() => cloud.set({ pageSize: 1, projects: null, fixed: false, refused: [], rateLimit: 'none', revoked: false }));

const key = () => JSON.parse(cloud.serviceAccountKey) as { client_email: string; private_key: string };
const connect = (baseUrl = cloud.url) => verifyGoogleCloud({ baseUrl, clientEmail: key().client_email, privateKey: key().private_key });

describe('verifyGoogleCloud against the stand-in', () => {
  it("answers the service account's project when its token lists a project", async () => {
    expect(await connect()).toEqual({ ok: true, account: 'acme-platform' });
  });

  it('says why, in a sentence, when the key is refused, the projects are refused or none is visible, or the limit is used up', async () => {
    cloud.set({ revoked: true });
    expect(await connect()).toEqual({ ok: false, message: expect.stringMatching(/^Google refused the service account/) });
    cloud.set({ revoked: false, refused: ['projects'] });
    expect(await connect()).toEqual({
      ok: false,
      message: 'The service account may not read the projects (403). Grant it the permission resourcemanager.projects.get.',
    });
    cloud.set({ refused: [], projects: [] });
    expect(await connect()).toEqual({ ok: false, message: expect.stringMatching(/^The service account sees no active project\./) });
    cloud.set({ projects: null, rateLimit: 'long' });
    expect(await connect()).toEqual({ ok: false, message: expect.stringMatching(/used up until \d\d:\d\d UTC/) });
  });

  it('refuses an address that is not Google Cloud', async () => {
    expect(await connect(`${cloud.url}/elsewhere`)).toEqual({
      ok: false,
      message: `Google's token endpoint answered 404 for ${cloud.url}/elsewhere. Check the API URL.`,
    });
  });

  it("reaches each API at its own host and Google's token endpoint for googleapis.com, else the one address given", () => {
    expect(serviceUrlOf('https://googleapis.com/', 'storage')).toBe('https://storage.googleapis.com');
    expect(serviceUrlOf('https://googleapis.com', 'cloudresourcemanager')).toBe('https://cloudresourcemanager.googleapis.com');
    expect(tokenUrlOf('https://googleapis.com')).toBe('https://oauth2.googleapis.com/token');
    expect(serviceUrlOf('http://127.0.0.1:9000', 'iam')).toBe('http://127.0.0.1:9000');
    expect(tokenUrlOf('http://127.0.0.1:9000/')).toBe('http://127.0.0.1:9000/token');
  });

  it('keeps the key sealed and names the connection by the project of its service account', () => {
    const connection = googleCloudConnector.fromInput({
      baseUrl: 'https://googleapis.com/',
      serviceAccountKey: { type: 'service_account', client_email: key().client_email, private_key: key().private_key },
    });
    expect(connection).toEqual({
      baseUrl: 'https://googleapis.com',
      account: 'acme-platform',
      secret: { clientEmail: key().client_email, privateKey: key().private_key },
    });
  });
});
