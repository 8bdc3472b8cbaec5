/** @jest-environment node */
import { createServer } from 'node:net';
import { gatherGithubFacts } from '@/lib/integrations/github/gather';
import { verifyGithub } from '@/lib/integrations/github/verify';
import { verifyAws } from '@/lib/integrations/aws/verify';
import { verifyOkta } from '@/lib/integrations/okta/verify';
import { KEY_ID, SECRET } from '../../support/aws-responses';
import { GOOD_TOKEN, startGithubStandIn, type GithubStandIn } from '../../support/github-stand-in';
import { GOOD_TOKEN as OKTA_TOKEN, startOktaStandIn, type OktaStandIn } from '../../support/okta-stand-in';

// The tests' environment allows 127.0.0.1 (OUTBOUND_ALLOWED_HOSTS), where the stand-ins listen; nothing else.
let github: GithubStandIn;
let elsewhere: GithubStandIn;
let okta: OktaStandIn;
let closedPort: number;
beforeAll(async () => {
  [github, elsewhere, okta] = await Promise.all([startGithubStandIn(), startGithubStandIn(), startOktaStandIn()]);
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  closedPort = (probe.address() as { port: number }).port;
  await new Promise((resolve) => probe.close(resolve));
});
afterAll(() => Promise.all([github.close(), elsewhere.close(), okta.close()]));
beforeEach(() => {
  github.set({ answers: {}, endlessPages: false });
  okta.set({ answers: {} });
});

const port = () => new URL(github.url).port;
const connectGithub = (baseUrl: string) => verifyGithub({ baseUrl, organization: 'acme-corp', token: GOOD_TOKEN });
const PRIVATE = 'points to a private network; only public HTTPS addresses are allowed. Check the API URL.';

describe('GitHub through the outbound client', () => {
  it.each([
    ['https://[::1]:PORT', '[::1]'],
    ['https://[fd00::1]', '[fd00::1]'],
    ['https://[::ffff:127.0.0.1]:PORT', '[::ffff:7f00:1]'],
    ['https://169.254.169.254', '169.254.169.254'],
    ['https://2852039166/api/v3', '169.254.169.254'],
    ['https://0xa9fea9fe', '169.254.169.254'],
    ['https://10.0.0.1', '10.0.0.1'],
    ['https://192.168.1.10:PORT', '192.168.1.10'],
    ['https://localhost:PORT', 'localhost'],
  ])('refuses the API URL %s before sending the token', async (address, host) => {
    const asked = github.authorizations.length;
    expect(await connectGithub(address.replace('PORT', port()))).toEqual({ ok: false, message: `The address ${host} ${PRIVATE}` });
    expect(github.authorizations).toHaveLength(asked);
  });

  it('says the same whether the refused port is open or closed', async () => {
    const open = await connectGithub(`https://localhost:${port()}`);
    const closed = await connectGithub(`https://localhost:${closedPort}`);
    expect(closed).toEqual(open);
    expect(await connectGithub(`https://[::1]:${closedPort}`)).toEqual(await connectGithub(`https://[::1]:${port()}`));
  });

  it('refuses plain http to a host the operator does not allow, so the token never crosses the network unencrypted', async () => {
    const asked = github.authorizations.length;
    const result = await connectGithub(`http://localhost:${port()}`);
    expect(result).toEqual({
      ok: false,
      message: `The address localhost:${port()} is reached over plain http, which would send the credentials unencrypted; only public HTTPS addresses are allowed. Check the API URL.`,
    });
    expect(github.authorizations).toHaveLength(asked);
  });

  it("refuses a redirect to the cloud's metadata address or to another host, and never shows the second answer", async () => {
    github.set({ answers: { '/orgs/acme-corp': { status: 302, body: '', location: 'http://169.254.169.254/latest/meta-data/' } } });
    const message = `${github.url} redirected to another address; the product follows redirects only within the same address. Check the API URL.`;
    expect(await connectGithub(github.url)).toEqual({ ok: false, message });
    github.set({ answers: { '/orgs/acme-corp': { status: 301, body: '', location: `${elsewhere.url}/orgs/acme-corp` } } });
    expect(await connectGithub(github.url)).toEqual({ ok: false, message });
    expect(elsewhere.authorizations).toEqual([]);
  });

  it('refuses an API URL answering 200 with a web page, such as a GitHub Enterprise Server without /api/v3', async () => {
    github.set({
      answers: { '/orgs/acme-corp': { status: 200, type: 'text/html; charset=utf-8', body: '<html><title>Sign in</title></html>' } },
    });
    expect(await connectGithub(github.url)).toEqual({
      ok: false,
      message: `GitHub's API did not answer at ${github.url}: a web page did. Check the API URL (a GitHub Enterprise Server's ends in /api/v3).`,
    });
  });

  it('refuses an answer of 200 in JSON that names no organization', async () => {
    github.set({ answers: { '/orgs/acme-corp': { status: 200, body: { message: 'hello' } } } });
    expect(await connectGithub(github.url)).toEqual({
      ok: false,
      message: `The answer at ${github.url} names no GitHub organization. Check the API URL.`,
    });
  });

  it('stops following endless pages of repositories, keeping the reason', async () => {
    github.set({ endlessPages: true });
    const facts = await gatherGithubFacts({ baseUrl: github.url, organization: 'acme-corp', token: GOOD_TOKEN });
    expect(facts.repositories).toEqual({
      unknown: `${github.url} answered more than 100 pages of one list in one run; the run stopped there. Check the API URL.`,
    });
    expect(github.paths.filter((path) => path.startsWith('/orgs/acme-corp/repos'))).toHaveLength(100);
  });
});

describe('Okta and AWS through the outbound client', () => {
  it('refuses an Okta URL or an AWS endpoint at a private address', async () => {
    expect(await verifyOkta({ baseUrl: 'https://169.254.169.254', token: OKTA_TOKEN })).toEqual({
      ok: false,
      message: 'The address 169.254.169.254 points to a private network; only public HTTPS addresses are allowed. Check the Okta URL.',
    });
    const aws = (baseUrl: string) =>
      verifyAws({ method: 'access-key', accessKeyId: KEY_ID, secretAccessKey: SECRET, region: 'us-east-1', baseUrl });
    expect(await aws('https://[fd00::1]:4566')).toEqual({
      ok: false,
      message: 'The address [fd00::1] points to a private network; only public HTTPS addresses are allowed. Check the endpoint URL.',
    });
    expect(await aws('http://2852039166')).toMatchObject({ ok: false, message: expect.stringContaining('plain http') });
    expect(await aws(`https://localhost:${port()}`)).toMatchObject({
      ok: false,
      message: expect.stringContaining('The address localhost points'),
    });
  });

  it('refuses an Okta URL answering JSON that is not an org', async () => {
    okta.set({ answers: { '/api/v1/org': { status: 200, body: { hello: 'world' } } } });
    expect(await verifyOkta({ baseUrl: okta.url, token: OKTA_TOKEN })).toEqual({
      ok: false,
      message: `The answer at ${okta.url} names no Okta org. Check the Okta URL.`,
    });
  });
});
