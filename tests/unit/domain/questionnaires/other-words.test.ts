import { stem, stemsOf } from '@/lib/domain/questionnaires';

import { implementedLibraryControls, matchedControlId, policyStatement, composedFor } from '../../../support/knowledge-documents';

// A question and a record saying one thing in other words: a noun in "-ment" and its verb, mitigating a risk and
// reducing it, the time "until" a thing is available and the time it is not.

const section = (heading: string, text: string) => policyStatement('Maintenance Policy', heading, text);

const compose = composedFor;

describe('every form of a verb', () => {
  it.each([
    ['revoke', 'revoked'],
    ['revoke', 'revoking'],
    ['revokes', 'revoke'],
    ['investigations', 'investigates'],
    ['investigation', 'investigate'],
    ['authorize', 'authorization'],
    ['anonymise', 'anonymisation'],
    ['management', 'managed'],
    ['rotation', 'rotated'],
  ])('%p meets %p', (one, other) => expect(stem(one)).toBe(stem(other)));

  it.each([
    ['certificate', 'certification'],
    ['designated', 'design'],
    ['logoff', 'logs'],
  ])('keeps %p apart from %p', (one, other) => expect(stem(one)).not.toBe(stem(other)));

  it('keeps a short word with a final e whole', () => {
    expect(stem('note')).toBe('note');
    expect(stem('role')).toBe('role');
  });
});

describe('a noun in "-ment"', () => {
  it.each([
    ['deployment', 'deploy'],
    ['deployments', 'deploy'],
    ['assessment', 'assess'],
    ['development', 'developed'],
  ])('%p meets %p', (noun, verb) => expect(stem(noun)).toBe(stem(verb)));

  it('keeps a word whose "-ment" is no ending whole', () => {
    expect(stem('document')).toBe('document');
    expect(stem('documents')).toBe('document');
    expect(stem('comment')).toBe('comment');
  });

  it('names a thing of its own though its verb only wraps a practice ("employ", "enforce")', () => {
    expect(stemsOf('terms of employment').sequence).toContain(stem('employment'));
    expect(stemsOf('law enforcement requests').sequence).toContain(stem('enforcement'));
    expect(stemsOf('we employ staff').sequence).not.toContain(stem('employ'));
  });

  it('lets a question about deploying code meet the control worded as application deployment', () => {
    const records = implementedLibraryControls('SDL');
    expect(
      matchedControlId('Do you have capabilities to deploy application code in a secure, standardized and compliant way?', records),
    ).toBe('SDL-05');
    expect(matchedControlId('Is application code reviewed in a secure manner?', records)).not.toBe('SDL-05');
  });
});

describe('mitigating a risk', () => {
  const fallback = section(
    'When a fix cannot be installed',
    'If no patch exists or a patch breaks the service, the risk is reduced by other means, such as isolating the system.',
  );

  it('is said by a record reducing the risk while a patch cannot be applied', () => {
    expect(compose('Do your procedures guide how security risks are mitigated until patches can be applied?', fallback)?.kind).toBe('yes');
  });

  it('is not said by a record that only assesses the risk', () => {
    const assessed = section('Patch schedule', 'Patches are installed within 30 days, and the risk of each missing patch is assessed.');
    expect(compose('Are security risks mitigated until patches can be applied?', assessed)?.kind).not.toBe('yes');
  });
});

describe('what a question says is still to come', () => {
  it('is not negated by a record saying what is done while it is missing', () => {
    const interim = section('Interim fixes', 'While no vendor fix exists, the exposed service is isolated.');
    expect(compose('Is the exposed service isolated until a vendor fix exists?', interim)?.kind).toBe('yes');
  });

  it('leaves a negation of the rest of the question in force', () => {
    const unlocked = section('Accounts', 'Accounts are not locked after failed attempts.');
    expect(compose('Are accounts locked until the identity of the person is verified?', unlocked)?.kind).not.toBe('yes');
  });
});
