import { controlStateEditSchema } from '@/lib/schemas/frameworks/control-state';

const valid = { state: 'implemented', reason: '', ownerMemberId: '', note: '', version: '3' };

describe('controlStateEditSchema', () => {
  it('accepts every state, an empty owner and the version as the form sends it', () => {
    for (const state of ['not-started', 'in-progress', 'implemented'])
      expect(controlStateEditSchema.parse({ ...valid, state })).toMatchObject({ state, version: 3, ownerMemberId: '' });
  });

  it('asks why a control does not apply', () => {
    const result = controlStateEditSchema.safeParse({ ...valid, state: 'not-applicable', reason: '   ' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['reason', 'Say why this control does not apply.'],
    ]);
    expect(controlStateEditSchema.parse({ ...valid, state: 'not-applicable', reason: 'No cardholder data' }).reason).toBe(
      'No cardholder data',
    );
  });

  it('refuses an unknown state, an owner that is not an id, a long note and a missing version', () => {
    const paths = (input: object) => controlStateEditSchema.safeParse(input).error?.issues.map((issue) => issue.path.join('.'));
    expect(paths({ ...valid, state: 'done' })).toEqual(['state']);
    expect(paths({ ...valid, ownerMemberId: 'sarah' })).toEqual(['ownerMemberId']);
    expect(paths({ ...valid, note: 'x'.repeat(2001) })).toEqual(['note']);
    expect(paths({ ...valid, version: '-1' })).toEqual(['version']);
  });
});
