import { defaultMailFrom, GIVE_UP_AFTER_MS, nextAttemptAfterFailure, retryDelayMs, shortError, textWithLink } from '@/lib/domain/mail';

const MINUTE = 60_000;

describe('retryDelayMs', () => {
  it('waits 1 min, 5 min, 30 min, 2 h, then 6 h after each failure', () => {
    expect([1, 2, 3, 4, 5, 6, 40].map(retryDelayMs)).toEqual([1, 5, 30, 120, 360, 360, 360].map((minutes) => minutes * MINUTE));
  });
  it('treats a count below one as the first failure', () => {
    expect(retryDelayMs(0)).toBe(MINUTE);
  });
});

describe('nextAttemptAfterFailure', () => {
  const queuedAt = new Date('2026-11-26T08:00:00Z');
  it('answers the time after the wait', () => {
    expect(nextAttemptAfterFailure(2, queuedAt, new Date('2026-11-26T08:01:00Z'))).toEqual(new Date('2026-11-26T08:06:00Z'));
  });
  it('keeps trying up to three days after queueing, and gives up past them', () => {
    const lastChance = new Date(queuedAt.getTime() + GIVE_UP_AFTER_MS - 6 * 60 * MINUTE);
    expect(nextAttemptAfterFailure(9, queuedAt, lastChance)).toEqual(new Date(queuedAt.getTime() + GIVE_UP_AFTER_MS));
    expect(nextAttemptAfterFailure(9, queuedAt, new Date(lastChance.getTime() + 1))).toBeNull();
    expect(GIVE_UP_AFTER_MS).toBe(3 * 24 * 60 * MINUTE);
  });
});

describe('textWithLink', () => {
  it('adds the link after the body', () => {
    expect(textWithLink('Hello.\n', 'https://x.test/a')).toBe('Hello.\n\nhttps://x.test/a');
  });
  it('leaves a body that already holds the link, or a letter without one', () => {
    expect(textWithLink('Open https://x.test/a now', 'https://x.test/a')).toBe('Open https://x.test/a now');
    expect(textWithLink('Hello.', null)).toBe('Hello.');
    expect(textWithLink('Hello.')).toBe('Hello.');
  });
});

describe('shortError', () => {
  it('hides every secret, raw or URL-encoded', () => {
    expect(shortError(new Error('Invalid login: p@ss/word and p%40ss%2Fword for bob'), ['p%40ss%2Fword', 'bob'])).toBe(
      'Invalid login: *** and *** for ***',
    );
  });
  it('keeps one short line', () => {
    const line = shortError(new Error(`Refused\n${'x'.repeat(500)}`), []);
    expect(line).not.toContain('\n');
    expect(line).toHaveLength(200);
    expect(line.endsWith('…')).toBe(true);
  });
  it('says something for an empty error, and reads a thrown string', () => {
    expect(shortError(new Error(''), [])).toBe('The mail server refused the letter.');
    expect(shortError('timeout', ['', 'secret'])).toBe('timeout');
  });
});

describe('defaultMailFrom', () => {
  it('is no-reply at the site host', () => {
    expect(defaultMailFrom('https://app.complia.example:8443/x')).toBe('Complia <no-reply@app.complia.example>');
  });
});
