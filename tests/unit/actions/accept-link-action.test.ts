/** @jest-environment node */
import { acceptThroughLinkAction } from '@/app/(public)/accept/[token]/[policyId]/actions';
import { linkProblemMessages } from '@/lib/domain/policies/acceptance';

const POLICY_ID = '00000000-0000-4000-8000-000000000000';
const TOKEN = 'x'.repeat(43);

describe('acceptThroughLinkAction', () => {
  it.each([
    [42, POLICY_ID],
    [null, POLICY_ID],
    [{ token: 'x' }, POLICY_ID],
    ['x'.repeat(201), POLICY_ID],
    [TOKEN, 7],
    [TOKEN, 'x'.repeat(201)],
  ])('answers %p and %p as no link, before any lookup', async (token, policyId) => {
    expect(await acceptThroughLinkAction(token, policyId)).toEqual({
      status: 'error',
      fieldErrors: {},
      formError: linkProblemMessages['not-found'],
    });
  });
});
