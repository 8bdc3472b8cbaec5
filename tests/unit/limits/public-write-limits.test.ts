/** @jest-environment node */
import '../auth/session-fixture';
import { randomUUID } from 'node:crypto';
import { NextRequest } from 'next/server';
import { peerHeaderName } from '@/lib/peer-address';

// lib/env.ts reads these on first use: the default, a server reached directly.
delete process.env.TRUSTED_PROXY;
delete process.env.VERCEL;

// Storage and mail are stand-ins, so the test sees what a handler would have stored or sent.
jest.mock('@/lib/marketing/newsletter-subscriptions', () => ({ subscribeToNewsletter: jest.fn(async () => ({ created: true })) }));
jest.mock('@/lib/marketing/demo-requests', () => ({
  ...jest.requireActual<object>('@/lib/marketing/demo-requests'),
  recordDemoRequest: jest.fn(async () => ({ reference: 'DR-0000ABCD', created: true })),
}));
jest.mock('@/lib/mail', () => ({ sendMail: jest.fn(async () => undefined) }));
jest.mock('@/lib/workspace/organization', () =>
  jest
    .requireActual<typeof import('../../support/actual-module')>('../../support/actual-module')
    .actualWith('@/lib/workspace/organization', {
      placeNewAccount: jest.fn(async () => undefined),
    }),
);
jest.mock('@/lib/backend', () => {
  const { BackendError, backendFailure } = jest.requireActual<typeof import('@/lib/backend/errors')>('@/lib/backend/errors');
  const store = {
    register: jest.fn(async () => ({ token: 'token-1' })),
    requestPasswordReset: jest.fn(async () => '16fd2706-8baf-433b-82eb-8c7fada847da'),
    resetPassword: jest.fn(async () => true),
  };
  return {
    BackendError,
    backendFailure,
    accounts: () => store,
    backend: () => ({
      myInformation: async () => ({
        company_name: 'Engines',
        uuid: 'user-1',
        email: 'ada@example.com',
        public_files_uuid: null,
        time_zone: 'ET',
      }),
    }),
  };
});

type Handler = (request: NextRequest) => Promise<Response>;
type Endpoint = {
  path: string;
  load: () => Promise<Handler>;
  body: () => Record<string, unknown>;
  /** The stand-ins that must not be called for a honeypot submission. */
  stores: () => Promise<jest.Mock[]>;
  perClient: number;
  total: number;
  /** The refusal's body besides its message: auth endpoints answer `{ code, message }`, the forms `{ message }`. */
  shape: Record<string, unknown>;
};

const resetId = '16fd2706-8baf-433b-82eb-8c7fada847da';
const backendStore = async () => {
  const { accounts } = await import('@/lib/backend');
  return accounts() as unknown as Record<string, jest.Mock>;
};
const endpoints: Record<string, Endpoint> = {
  newsletter: {
    path: '/api/newsletter-subscriptions',
    load: async () => (await import('@/app/api/newsletter-subscriptions/route')).POST,
    body: () => ({ email: `reader-${randomUUID()}@example.com` }),
    stores: async () => [(await import('@/lib/marketing/newsletter-subscriptions')).subscribeToNewsletter as jest.Mock],
    perClient: 20,
    total: 1_000,
    shape: {},
  },
  'demo requests': {
    path: '/api/demo-requests',
    load: async () => (await import('@/app/api/demo-requests/route')).POST,
    body: () => ({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@engines.example', company: 'Engines', submissionId: randomUUID() }),
    stores: async () => [(await import('@/lib/marketing/demo-requests')).recordDemoRequest as jest.Mock],
    perClient: 20,
    total: 200,
    shape: {},
  },
  'sign-up': {
    path: '/api/user-management/register',
    load: async () => (await import('@/app/api/user-management/register/route')).POST,
    body: () => ({
      fullName: 'Grace Hopper',
      email: `grace-${randomUUID()}@example.com`,
      companyName: 'Engines',
      industry: 1,
      password: 'first-password',
      confirmPassword: 'first-password',
      terms: true,
    }),
    stores: async () => [(await backendStore()).register!],
    perClient: 20,
    total: 200,
    shape: { code: 429 },
  },
  'password reset requests': {
    path: '/api/user-management/password-reset',
    load: async () => (await import('@/app/api/user-management/password-reset/route')).POST,
    body: () => ({ email: `reset-${randomUUID()}@example.com` }),
    stores: async () => [(await backendStore()).requestPasswordReset!, (await import('@/lib/mail')).sendMail as jest.Mock],
    perClient: 10,
    total: 100,
    shape: { code: 429 },
  },
  'password changes': {
    path: `/api/user-management/password-reset/${resetId}`,
    load: async () => {
      const { POST } = await import('@/app/api/user-management/password-reset/[uuid]/route');
      return (request) => POST(request, { params: Promise.resolve({ uuid: resetId }) });
    },
    body: () => ({ password: 'brand-new-password', confirmPassword: 'brand-new-password' }),
    stores: async () => [(await backendStore()).resetPassword!],
    perClient: 10,
    total: 100,
    shape: { code: 429 },
  },
};

const origin = 'http://127.0.0.1:3000';
const peer = (address: string) => ({ [peerHeaderName()]: address });

function post(endpoint: Endpoint, headers: Record<string, string>, body = endpoint.body()): NextRequest {
  return new NextRequest(`${origin}${endpoint.path}`, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { origin, host: '127.0.0.1:3000', 'sec-fetch-site': 'same-origin', 'content-type': 'application/json', ...headers },
  });
}

/** Sends `count` posts with the given headers and answers their statuses. */
async function send(handler: Handler, endpoint: Endpoint, count: number, headers: (index: number) => Record<string, string>) {
  const statuses: number[] = [];
  for (let index = 0; index < count; index += 1) statuses.push((await handler(post(endpoint, headers(index)))).status);
  return statuses;
}

async function expectRefusal(response: Response, endpoint: Endpoint, message: RegExp) {
  expect(response.status).toBe(429);
  const retryAfter = Number(response.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(3_600);
  const body = await response.json();
  expect(body).toEqual({ ...endpoint.shape, message: expect.stringMatching(message) });
}

const perClientMessage = /^Too many [a-z -]+ from your network\. Please try again in \d+ minutes?\.$/;
const totalMessage = /^We are receiving too many [a-z -]+ right now\. Please try again in \d+ minutes?\.$/;

let handler: Handler;
describe.each(Object.entries(endpoints))('POST for %s', (_name, endpoint) => {
  beforeEach(async () => {
    // Fresh counters and stand-ins for each test: the module registry is rebuilt.
    jest.resetModules();
    handler = await endpoint.load();
  });

  it('answers 429 with Retry-After and a plain message once a client used its budget', async () => {
    const statuses = await send(handler, endpoint, endpoint.perClient, () => peer('198.51.100.1'));
    expect(statuses.every((status) => status < 300)).toBe(true);
    await expectRefusal(await handler(post(endpoint, peer('198.51.100.1'))), endpoint, perClientMessage);
    expect((await handler(post(endpoint, peer('198.51.100.2')))).status).toBeLessThan(300);
  });

  it('counts a client by its socket address: a rotated X-Forwarded-For or X-Real-IP does not escape the limit', async () => {
    const spoofed = (index: number) => ({
      ...peer('198.51.100.3'),
      'x-forwarded-for': `203.0.113.${index}`,
      'x-real-ip': `203.0.113.${index}`,
    });
    await send(handler, endpoint, endpoint.perClient, spoofed);
    await expectRefusal(await handler(post(endpoint, spoofed(200))), endpoint, perClientMessage);
  });

  it('answers 429 once the whole server used its budget, whatever the address', async () => {
    const clients = Math.ceil(endpoint.total / endpoint.perClient);
    for (let client = 0; client < clients; client += 1) {
      const count = Math.min(endpoint.perClient, endpoint.total - client * endpoint.perClient);
      const statuses = await send(handler, endpoint, count, () => peer(`10.1.${Math.floor(client / 250)}.${client % 250}`));
      expect(statuses.every((status) => status < 300)).toBe(true);
    }
    await expectRefusal(await handler(post(endpoint, peer('192.0.2.77'))), endpoint, totalMessage);
  });
});

describe('the honeypot field', () => {
  beforeEach(() => jest.resetModules());

  // The four public forms carry it; the new-password form is reached only through an e-mailed link.
  const forms = Object.entries(endpoints).filter(([name]) => name !== 'password changes');

  it.each(forms)('on %s: a filled one gets the success answer and nothing is stored or sent', async (_name, endpoint) => {
    const handler = await endpoint.load();
    const real = await handler(post(endpoint, peer('198.51.100.50')));
    const bot = await handler(post(endpoint, peer('198.51.100.51'), { ...endpoint.body(), website: 'http://spam.example' }));
    expect(bot.status).toBe(real.status);
    const [realBody, botBody] = [await real.json(), await bot.json()];
    expect(Object.keys(botBody).sort()).toEqual(Object.keys(realBody).sort());
    if ('reference' in realBody) expect(botBody.reference).toMatch(/^DR-[0-9A-F]{8}$/);
    else expect(botBody).toEqual(realBody);
    for (const store of await endpoint.stores()) expect(store).toHaveBeenCalledTimes(1);
  });

  it('still counts a filled honeypot against the budget', async () => {
    const endpoint = endpoints.newsletter!;
    const handler = await endpoint.load();
    await send(handler, endpoint, endpoint.perClient, () => peer('198.51.100.60'));
    const bot = await handler(post(endpoint, peer('198.51.100.60'), { ...endpoint.body(), website: 'x' }));
    expect(bot.status).toBe(429);
  });
});

describe('the RateLimit headers', () => {
  beforeEach(() => jest.resetModules());

  it('tell the client its budget, and count down on every post whatever it forwards', async () => {
    const endpoint = endpoints.newsletter!;
    const handler = await endpoint.load();
    const remaining: number[] = [];
    for (const forwarded of ['203.0.113.1', '203.0.113.2', '203.0.113.3']) {
      const response = await handler(post(endpoint, { ...peer('198.51.100.70'), 'x-forwarded-for': forwarded }));
      expect(response.headers.get('ratelimit-limit')).toBe('20');
      expect(Number(response.headers.get('ratelimit-reset'))).toBeGreaterThan(0);
      remaining.push(Number(response.headers.get('ratelimit-remaining')));
    }
    expect(remaining).toEqual([19, 18, 17]);
  });
});
