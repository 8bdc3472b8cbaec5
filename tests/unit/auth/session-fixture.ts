import type { SessionData } from '@/lib/session';

// Set before lib/env.ts parses the environment (it does so on first use, not on import).
process.env.SESSION_SECRET = 'unit-test-secret-unit-test-secret-0123456789';
delete process.env.BACKEND_URL;

/** A session that expires `ttlSeconds` from now. */
export function sampleSession(ttlSeconds = 3600, overrides: Partial<SessionData> = {}): SessionData {
  return {
    token: 'tok_secret_value',
    nickname: 'Acme',
    headimgurl: '',
    type: 0,
    uuid: 'u-1',
    time_zone: 'ET',
    cart: 0,
    exp: Math.floor(Date.now() / 1000) + ttlSeconds,
    ...overrides,
  };
}
