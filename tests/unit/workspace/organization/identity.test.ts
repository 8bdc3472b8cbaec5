/** @jest-environment node */
import type { MyInformation } from '@/lib/backend';
import { identityFrom, subjectOf } from '@/lib/workspace/organization';

function info(fields: Record<string, unknown>): MyInformation {
  return { company_name: 'Company', public_files_uuid: null, time_zone: 'UTC', ...fields };
}

describe('identityFrom', () => {
  it('keys an embedded user by embedded:<uuid>, with a lower-cased e-mail and their full name', () => {
    expect(identityFrom('embedded', info({ uuid: 'u-1', email: '  Ada@Example.COM ', full_name: ' Ada Lovelace ' }))).toEqual({
      subject: 'embedded:u-1',
      email: 'ada@example.com',
      displayName: 'Ada Lovelace',
    });
  });

  it('keys a provider user by provider:<uuid>', () => {
    expect(identityFrom('remote', info({ uuid: 'abc', email: 'b@example.com', full_name: 'Bea' }))).toEqual({
      subject: 'provider:abc',
      email: 'b@example.com',
      displayName: 'Bea',
    });
  });

  it('falls back to the session’s uuid when the profile has none', () => {
    expect(identityFrom('remote', info({ email: 'c@example.com' }), 'session-uuid')?.subject).toBe('provider:session-uuid');
    expect(identityFrom('remote', info({ uuid: '   ', email: 'c@example.com' }), 'session-uuid')?.subject).toBe('provider:session-uuid');
    // The profile's own id wins over the session's.
    expect(identityFrom('embedded', info({ uuid: 'profile-uuid' }), 'session-uuid')?.subject).toBe('embedded:profile-uuid');
  });

  it('answers null without any id', () => {
    expect(identityFrom('embedded', info({ email: 'd@example.com', full_name: 'Dee' }))).toBeNull();
    expect(identityFrom('remote', info({ uuid: '' }), '')).toBeNull();
    expect(identityFrom('remote', info({ uuid: 42 }))).toBeNull();
  });

  it.each([
    [{ full_name: ' ', nickname: ' Nick ', name: 'Name', email: 'e@example.com' }, 'Nick'],
    [{ nickname: '', name: ' Name ', email: 'e@example.com' }, 'Name'],
    [{ full_name: 7, name: 'Name' }, 'Name'],
    [{ email: ' E@Example.com ' }, 'e@example.com'],
    [{}, 'Member'],
  ])('takes the display name from %p as %p', (fields, displayName) => {
    expect(identityFrom('remote', info({ uuid: 'id', ...fields }))?.displayName).toBe(displayName);
  });

  it('answers an empty e-mail when the profile has none or a non-text one', () => {
    expect(identityFrom('remote', info({ uuid: 'id', email: null }))?.email).toBe('');
    expect(identityFrom('remote', info({ uuid: 'id' }))?.email).toBe('');
  });
});

describe('subjectOf', () => {
  it('names the session’s person for either backend, or null without a uuid', () => {
    expect(subjectOf('embedded', 'u-1')).toBe('embedded:u-1');
    expect(subjectOf('remote', 'u-1')).toBe('provider:u-1');
    expect(subjectOf('embedded', '')).toBeNull();
    expect(subjectOf('remote', '')).toBeNull();
  });

  it('agrees with identityFrom for the same person', () => {
    for (const kind of ['embedded', 'remote'] as const) {
      expect(subjectOf(kind, 'same')).toBe(identityFrom(kind, info({ uuid: 'same' }))?.subject);
    }
  });
});
