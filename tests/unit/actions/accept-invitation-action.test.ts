/** @jest-environment node */
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { acceptInvitationAction } from '@/app/(public)/invitations/[token]/actions';
import { requireIdentity } from '@/lib/dal';
import { peerHeaderName } from '@/lib/peer-address';
import { acceptInvitation, invitationMessages } from '@/lib/workspace/organization';
import { WorkspaceError } from '@/lib/workspace/member';

// lib/env.ts reads these on first use: a server reached directly, counting the socket's address.
delete process.env.TRUSTED_PROXY;
delete process.env.VERCEL;

jest.mock('next/headers', () => ({ headers: jest.fn() }));
jest.mock('next/navigation', () => ({
  redirect: jest.fn(() => {
    throw new Error('NEXT_REDIRECT');
  }),
}));
jest.mock('@/lib/dal', () => ({ requireIdentity: jest.fn() }));
jest.mock('@/lib/workspace/organization', () =>
  jest
    .requireActual<typeof import('../../support/actual-module')>('../../support/actual-module')
    .actualWith('@/lib/workspace/organization', {
      acceptInvitation: jest.fn(),
    }),
);

const person = { subject: 'embedded:u-1', email: 'guest@example.com', displayName: 'Guest', companyName: '' };
const token = 't'.repeat(43);

/** The action as the invitation page's form calls it, from the socket address `address`. */
function accept(address: string) {
  jest.mocked(headers).mockResolvedValue(new Headers({ [peerHeaderName()]: address }) as never);
  return acceptInvitationAction(token).then(
    (state) => state,
    (error: Error) => error.message,
  );
}

beforeEach(() => {
  jest.mocked(requireIdentity).mockReset().mockResolvedValue(person);
  jest.mocked(acceptInvitation).mockReset().mockResolvedValue({ organizationId: 'o-1', organizationName: 'Host', role: 'viewer' });
  jest.mocked(redirect).mockClear();
});

describe('acceptInvitationAction (the invitation page)', () => {
  it('accepts for the signed-in person and opens the dashboard', async () => {
    expect(await accept('198.51.100.1')).toBe('NEXT_REDIRECT');
    expect(acceptInvitation).toHaveBeenCalledWith(token, person);
    expect(redirect).toHaveBeenCalledWith('/manage');
  });

  it('shows a refusal as the form’s message', async () => {
    jest.mocked(acceptInvitation).mockRejectedValue(new WorkspaceError('conflict', invitationMessages.accepted));
    expect(await accept('198.51.100.2')).toEqual({ status: 'error', fieldErrors: {}, formError: invitationMessages.accepted });
  });

  it('spends the invitation acceptances’ budget: past 10 attempts of a client in 15 minutes it says when to try again, accepting nothing', async () => {
    jest.mocked(acceptInvitation).mockRejectedValue(new WorkspaceError('not-found', 'This invitation link is not valid.'));
    for (let attempt = 0; attempt < 10; attempt += 1) expect(await accept('198.51.100.10')).toMatchObject({ status: 'error' });
    expect(acceptInvitation).toHaveBeenCalledTimes(10);
    expect(await accept('198.51.100.10')).toEqual({
      status: 'error',
      fieldErrors: {},
      formError: 'Too many invitation attempts from your network. Please try again in 15 minutes.',
    });
    expect(acceptInvitation).toHaveBeenCalledTimes(10);
    // Another client still has its own budget.
    expect(await accept('198.51.100.11')).toMatchObject({ formError: 'This invitation link is not valid.' });
  });

  it('checks the sign-in first: a visitor without a session is sent to sign in, spending nothing', async () => {
    jest.mocked(requireIdentity).mockRejectedValue(new Error('NEXT_REDIRECT'));
    for (let attempt = 0; attempt < 11; attempt += 1) expect(await accept('198.51.100.20')).toBe('NEXT_REDIRECT');
    expect(acceptInvitation).not.toHaveBeenCalled();
    jest.mocked(requireIdentity).mockResolvedValue(person);
    expect(await accept('198.51.100.20')).toBe('NEXT_REDIRECT');
    expect(acceptInvitation).toHaveBeenCalledTimes(1);
  });
});
