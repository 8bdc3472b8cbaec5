/** @jest-environment node */
import { BackendError } from '@/lib/backend/errors';
import { remoteBackend } from '@/lib/backend/remote';
import { startMockProvider, type MockProvider } from '../../support/mock-provider.cjs';

let mock: MockProvider;
beforeAll(async () => {
  mock = await startMockProvider({ slowMs: 2_000 });
});
afterAll(() => mock.close());

const backend = () => remoteBackend({ baseUrl: mock.url, timeoutMs: 10_000 });

async function failureKind(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof BackendError) return error.kind;
    throw error;
  }
  throw new Error('expected a BackendError');
}

describe('remote backend against a loopback provider', () => {
  it('signs in and sends the token raw, with no scheme prefix, to my-information', async () => {
    const { token } = await backend().login({ email: 'provider@example.com', password: 'provider-pass' });
    expect(token).toMatch(/^tok_/);
    const info = await backend().myInformation(token);
    expect(info).toMatchObject({ company_name: 'Provider Compliance Ltd', public_files_uuid: null, time_zone: 'PT' });
    const seen = (await (await fetch(`${mock.url}/__control/last-authorization`)).json()) as { authorization: string };
    expect(seen.authorization).toBe(token);
  });

  it('rejects a body code other than 200 on login', async () => {
    expect(await failureKind(backend().login({ email: 'provider@example.com', password: 'wrong' }))).toBe('rejected');
    expect(await failureKind(backend().login({ email: 'code500@example.com', password: 'x' }))).toBe('rejected');
  });

  it('maps an expired token (HTTP 401) to unauthorized', async () => {
    expect(await failureKind(backend().myInformation('tok_unknown'))).toBe('unauthorized');
    expect(await failureKind(backend().myInformation('Bearer tok_unknown'))).toBe('unauthorized');
  });

  it('maps a non-JSON answer to malformed', async () => {
    expect(await failureKind(backend().login({ email: 'garbage@example.com', password: 'x' }))).toBe('malformed');
  });

  it('maps no answer within the timeout to timeout', async () => {
    const impatient = remoteBackend({ baseUrl: mock.url, timeoutMs: 200 });
    expect(await failureKind(impatient.login({ email: 'slow@example.com', password: 'x' }))).toBe('timeout');
  });

  it('maps a closed port to unreachable', async () => {
    const nowhere = remoteBackend({ baseUrl: 'http://127.0.0.1:9', timeoutMs: 5_000 });
    expect(await failureKind(nowhere.login({ email: 'provider@example.com', password: 'provider-pass' }))).toBe('unreachable');
  });

  it('has no sign-out call and cannot tell whether a token is active', async () => {
    await expect(backend().logout('tok_x')).resolves.toBeUndefined();
    await expect(backend().isTokenActive('tok_x')).resolves.toBeNull();
  });
});
