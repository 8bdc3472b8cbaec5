/** @jest-environment node */
import './session-fixture';
import { randomUUID } from 'node:crypto';
import { NextRequest } from 'next/server';
import { POST } from '@/app/api/user-management/register/route';
import { peerHeaderName } from '@/lib/peer-address';
import { placeNewAccount } from '@/lib/workspace/organization';

delete process.env.TRUSTED_PROXY;
delete process.env.VERCEL;

jest.mock('@/lib/workspace/organization', () =>
  jest
    .requireActual<typeof import('../../support/actual-module')>('../../support/actual-module')
    .actualWith('@/lib/workspace/organization', {
      placeNewAccount: jest.fn(async () => undefined),
    }),
);
// No domain is claimed by single sign-on here (its refusals are tested in tests/unit/auth/sso-routes.test.ts).
jest.mock('@/lib/workspace/sso', () =>
  jest.requireActual<typeof import('../../support/actual-module')>('../../support/actual-module').actualWith('@/lib/workspace/sso', {
    signUpRefused: jest.fn(async () => false),
  }),
);
jest.mock('@/lib/backend', () => {
  const { BackendError, backendFailure } = jest.requireActual<typeof import('@/lib/backend/errors')>('@/lib/backend/errors');
  const store = { register: jest.fn(async () => ({ token: 'token-1' })) };
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

const origin = 'http://127.0.0.1:3000';
let client = 0;

/** A sign-up from its own address (so no per-client limit is reached) with `extra` in the body. */
function signUp(extra: Record<string, unknown>): Promise<Response> {
  client += 1;
  const body = {
    fullName: 'Grace Hopper',
    email: `grace-${randomUUID()}@example.com`,
    companyName: 'Engines',
    industry: 1,
    password: 'first-password',
    confirmPassword: 'first-password',
    terms: true,
    ...extra,
  };
  return POST(
    new NextRequest(`${origin}/api/user-management/register`, {
      method: 'POST',
      body: JSON.stringify(body),
      headers: {
        origin,
        host: '127.0.0.1:3000',
        'sec-fetch-site': 'same-origin',
        'content-type': 'application/json',
        [peerHeaderName()]: `198.51.100.${client}`,
      },
    }),
  );
}

const placed = () => jest.mocked(placeNewAccount).mock.calls.at(-1);

describe("POST /api/user-management/register with the questionnaire's frameworks", () => {
  it('passes the known frameworks on as directory ids, ignoring unknown names', async () => {
    expect((await signUp({ frameworks: 'PCI-DSS, SOC 2, Quantum Act, GLBA' })).status).toBe(201);
    expect(placed()?.[2]).toEqual(['pci-dss', 'soc2', 'glba']);
  });

  it('passes none without the field', async () => {
    expect((await signUp({})).status).toBe(201);
    expect(placed()?.[2]).toEqual([]);
  });

  it.each([[42], [['SOC 2']], [{ name: 'SOC 2' }], ['x'.repeat(5_000)]])(
    'still signs up, adding none, when frameworks is %#: malformed',
    async (frameworks) => {
      expect((await signUp({ frameworks })).status).toBe(201);
      expect(placed()?.[2]).toEqual([]);
    },
  );
});
