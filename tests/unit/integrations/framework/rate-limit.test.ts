/** @jest-environment node */
import { isRateLimited, patientFetch, resumeAt } from '@/lib/integrations/framework/rate-limit';

const NOW = Date.parse('2026-11-28T12:00:00Z');
const limited = (headers: Record<string, string>, status = 429) => new Response('{}', { status, headers });
const ok = () => new Response('{"ok":true}', { status: 200 });

/** A fetch answering `answers` in turn, and the waits asked of the sleep. */
function scripted(...answers: Response[]) {
  return scriptedWithClock(() => NOW, ...answers);
}

function scriptedWithClock(now: () => number, ...answers: Response[]) {
  const waits: number[] = [];
  let calls = 0;
  const fetch = patientFetch(async () => answers[Math.min(calls++, answers.length - 1)]!, {
    now,
    sleep: async (ms) => {
      waits.push(ms);
    },
  });
  return { fetch, waits, calls: () => calls };
}

describe('isRateLimited', () => {
  it('reads a 429, and a 403 with no request remaining or a Retry-After, as a used-up rate limit', () => {
    expect(isRateLimited(429, new Headers())).toBe(true);
    expect(isRateLimited(403, new Headers({ 'x-ratelimit-remaining': '0' }))).toBe(true);
    expect(isRateLimited(403, new Headers({ 'retry-after': '5' }))).toBe(true);
    expect(isRateLimited(403, new Headers({ 'x-ratelimit-remaining': '12' }))).toBe(false);
    expect(isRateLimited(500, new Headers({ 'retry-after': '5' }))).toBe(false);
  });
});

describe('resumeAt', () => {
  it('reads Retry-After in seconds or as a date, then GitHub’s and Okta’s reset in epoch seconds', () => {
    expect(resumeAt(new Headers({ 'retry-after': '20' }), NOW)).toBe(NOW + 20_000);
    expect(resumeAt(new Headers({ 'retry-after': 'Sat, 28 Nov 2026 12:01:00 GMT' }), NOW)).toBe(NOW + 60_000);
    expect(resumeAt(new Headers({ 'x-ratelimit-reset': String(NOW / 1000 + 10) }), NOW)).toBe(NOW + 10_000);
    expect(resumeAt(new Headers({ 'x-rate-limit-reset': String(NOW / 1000 + 15) }), NOW)).toBe(NOW + 15_000);
    expect(resumeAt(new Headers({ 'retry-after': 'soon' }), NOW)).toBeNull();
    expect(resumeAt(new Headers(), NOW)).toBeNull();
  });
});

describe('patientFetch', () => {
  it('waits as long as the provider says and sends the request again', async () => {
    const run = scripted(limited({ 'retry-after': '3' }), ok());
    expect((await run.fetch('https://api.example.com/users')).status).toBe(200);
    expect(run.waits).toEqual([3000]);
    expect(run.calls()).toBe(2);
  });

  it('sends the request again at once on Retry-After: 0, however the clock moves meanwhile', async () => {
    let tick = NOW;
    const run = scriptedWithClock(() => tick++, limited({ 'retry-after': '0' }), ok());
    expect((await run.fetch('https://api.example.com/users')).status).toBe(200);
    expect(run.waits).toEqual([0]);
    expect(run.calls()).toBe(2);
  });

  it("waits until GitHub's reset on a 403 with no request remaining", async () => {
    const run = scripted(limited({ 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(NOW / 1000 + 20) }, 403), ok());
    expect((await run.fetch('https://api.example.com/users')).status).toBe(200);
    expect(run.waits).toEqual([20_000]);
  });

  it('answers the limit as given when it lasts longer than a run waits, names no time, or names a time past', async () => {
    const answers: Record<string, string>[] = [{ 'retry-after': '3600' }, {}, { 'x-ratelimit-reset': String(NOW / 1000 - 60) }];
    for (const headers of answers) {
      const run = scripted(limited(headers), ok());
      const response = await run.fetch('https://api.example.com/users');
      expect(response.status).toBe(429);
      expect(run.waits).toEqual([]);
      expect(run.calls()).toBe(1);
    }
  });

  it('sends a request at most twice more, then answers the limit', async () => {
    const run = scripted(limited({ 'retry-after': '1' }));
    expect((await run.fetch('https://api.example.com/users')).status).toBe(429);
    expect(run.calls()).toBe(3);
    expect(run.waits).toEqual([1000, 1000]);
  });

  it('answers anything else at once', async () => {
    const run = scripted(new Response('{}', { status: 404 }));
    expect((await run.fetch('https://api.example.com/users')).status).toBe(404);
    expect(run.calls()).toBe(1);
  });
});
