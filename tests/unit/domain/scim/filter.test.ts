import { groupCriteria, userCriteria } from '@/lib/domain/scim/criteria';
import { parseScimFilter } from '@/lib/domain/scim/filter';
import { pageOf } from '@/lib/domain/scim/resources';

describe('parseScimFilter', () => {
  it('reads the userName lookup Okta sends before it creates a user', () => {
    expect(parseScimFilter('userName eq "test.user@okta.local"')).toEqual({
      ok: true,
      comparisons: [{ attribute: 'username', value: 'test.user@okta.local' }],
    });
  });

  it('reads comparisons joined by "and", attribute names and the operator in any case', () => {
    expect(parseScimFilter('externalId EQ "0a21f0f2" AND UserName eq "Test_User@example.com"')).toEqual({
      ok: true,
      comparisons: [
        { attribute: 'externalid', value: '0a21f0f2' },
        { attribute: 'username', value: 'Test_User@example.com' },
      ],
    });
  });

  it('reads an e-mail comparison with or without the type selector, and escaped quotes in a value', () => {
    expect(parseScimFilter('emails[type eq "work"].value eq "ada@example.com"')).toEqual({
      ok: true,
      comparisons: [{ attribute: 'emails.value', value: 'ada@example.com' }],
    });
    expect(parseScimFilter('emails.value eq "a\\"b@example.com"')).toEqual({
      ok: true,
      comparisons: [{ attribute: 'emails.value', value: 'a"b@example.com' }],
    });
  });

  it('reads booleans and null', () => {
    expect(parseScimFilter('active eq false')).toEqual({ ok: true, comparisons: [{ attribute: 'active', value: false }] });
    expect(parseScimFilter('externalId eq null')).toEqual({ ok: true, comparisons: [{ attribute: 'externalid', value: null }] });
  });

  it.each([
    'userName sw "ada"',
    'userName eq "a" or userName eq "b"',
    'userName eq',
    'userName',
    '"x" eq "y"',
    'userName eq ada',
    'userName eq "a" and',
    '(userName eq "a")',
  ])('refuses %s with a sentence saying what is supported', (filter) => {
    const parsed = parseScimFilter(filter);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.detail).toContain('"eq"');
  });
});

describe('criteria', () => {
  it('compares userName and e-mail lower-cased, and names the attribute it refuses', () => {
    const parsed = parseScimFilter('userName eq "Ada@Example.com" and emails.value eq "ADA@example.com"');
    expect(parsed.ok && userCriteria(parsed.comparisons)).toEqual([
      { on: 'userName', value: 'ada@example.com' },
      { on: 'email', value: 'ada@example.com' },
    ]);
    const title = parseScimFilter('title eq "CTO"');
    expect(title.ok && userCriteria(title.comparisons)).toEqual({
      scimType: 'invalidFilter',
      detail: 'Filtering on title is not supported.',
    });
    const active = parseScimFilter('active eq "yes"');
    expect(active.ok && userCriteria(active.comparisons)).toMatchObject({ scimType: 'invalidFilter' });
  });

  it('lets a group be found by its name or by a member, as Entra ID asks', () => {
    const parsed = parseScimFilter('id eq "g1" and members eq "u1"');
    expect(parsed.ok && groupCriteria(parsed.comparisons)).toEqual([
      { on: 'id', value: 'g1' },
      { on: 'member', value: 'u1' },
    ]);
    const userName = parseScimFilter('userName eq "x"');
    expect(userName.ok && groupCriteria(userName.comparisons)).toMatchObject({ scimType: 'invalidFilter' });
  });
});

describe('pageOf', () => {
  it('starts at 1 with pages of 200 by default, as RFC 7644 lets a provider choose', () => {
    expect(pageOf(new URLSearchParams(''))).toEqual({ startIndex: 1, count: 200 });
  });

  it('reads startIndex and count, a startIndex below 1 as 1, a negative count as 0, a count above 200 as 200', () => {
    expect(pageOf(new URLSearchParams('startIndex=3&count=2'))).toEqual({ startIndex: 3, count: 2 });
    expect(pageOf(new URLSearchParams('startIndex=0&count=-4'))).toEqual({ startIndex: 1, count: 0 });
    expect(pageOf(new URLSearchParams('count=5000'))).toEqual({ startIndex: 1, count: 200 });
  });

  it('refuses what is not a whole number', () => {
    expect(pageOf(new URLSearchParams('startIndex=two'))).toEqual({ detail: 'startIndex and count must be whole numbers.' });
    expect(pageOf(new URLSearchParams('count=1.5'))).toEqual({ detail: 'startIndex and count must be whole numbers.' });
  });
});
