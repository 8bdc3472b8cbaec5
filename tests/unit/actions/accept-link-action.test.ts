/** @jest-environment node */
import { acceptThroughLinkAction } from '@/app/(public)/accept/[token]/actions';
import { linkProblemMessages } from '@/lib/domain/policies/acceptance';

describe('acceptThroughLinkAction', () => {
  it.each([[42], [null], [{ token: 'x' }], ['x'.repeat(201)]])('answers %p as no link, before any lookup', async (token) => {
    expect(await acceptThroughLinkAction(token)).toEqual({
      status: 'error',
      fieldErrors: {},
      formError: linkProblemMessages['not-found'],
    });
  });
});
