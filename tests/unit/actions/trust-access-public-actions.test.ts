/** @jest-environment node */
import { requestTrustAccessAction, subscribeTrustAction } from '@/app/(public)/trust/[slug]/actions';
import { WORK_EMAIL_MESSAGE } from '@/lib/domain/trust/access';
import { WorkspaceError } from '@/lib/workspace/member';
import { requestTrustAccess, subscribeToTrustPage } from '@/lib/workspace/trust';
import { formData } from './form-data';

let address = '198.51.100.1';
jest.mock('next/headers', () => ({ headers: async () => new Headers({ 'x-real-ip': address, 'user-agent': 'Test browser' }) }));
jest.mock('@/lib/env', () => ({ env: () => ({ TRUSTED_PROXY: 'vercel' }) }));
jest.mock('@/lib/workspace/trust', () => ({
  requestTrustAccess: jest.fn(),
  subscribeToTrustPage: jest.fn(),
  changeSubscription: jest.fn(),
}));

const request = jest.mocked(requestTrustAccess);
const subscribe = jest.mocked(subscribeToTrustPage);
const idle = { status: 'idle' } as const;
const filled = (overrides: Record<string, string> = {}) =>
  formData({ name: 'Ana', email: 'ana@buyer.example', company: 'Buyer', reason: 'Review', accept: 'on', ndaVersion: '1', ...overrides });

beforeEach(() => {
  request.mockReset();
  request.mockResolvedValue({ state: 'requested' });
  subscribe.mockReset();
});

describe('requestTrustAccessAction', () => {
  it('sends a filled request with the address and browser it came from', async () => {
    address = '198.51.100.10';
    const state = await requestTrustAccessAction('acme', idle, filled());
    expect(state).toMatchObject({ status: 'success', record: { state: 'requested' } });
    expect(request).toHaveBeenCalledWith('acme', expect.objectContaining({ email: 'ana@buyer.example', ndaVersion: 1 }), {
      ip: '198.51.100.10',
      userAgent: 'Test browser',
    });
  });

  it('asks for the NDA to be accepted, and shows a personal address refusal on the e-mail field', async () => {
    address = '198.51.100.11';
    const form = filled();
    form.delete('accept');
    expect(await requestTrustAccessAction('acme', idle, form)).toMatchObject({
      fieldErrors: { accept: 'Accept the NDA to ask for access.' },
    });
    expect(request).not.toHaveBeenCalled();
    request.mockRejectedValueOnce(new WorkspaceError('invalid', WORK_EMAIL_MESSAGE));
    expect(await requestTrustAccessAction('acme', idle, filled({ email: 'ana@gmail.com' }))).toEqual({
      status: 'error',
      fieldErrors: { email: WORK_EMAIL_MESSAGE },
    });
  });

  it('limits requests per network address: the sixth within the hour is refused, another address goes on', async () => {
    address = '198.51.100.12';
    for (let post = 0; post < 5; post += 1) expect((await requestTrustAccessAction('acme', idle, filled())).status).toBe('success');
    const refused = await requestTrustAccessAction('acme', idle, filled());
    expect(refused).toMatchObject({ status: 'error', formError: expect.stringContaining('Too many access requests from your network') });
    expect(request).toHaveBeenCalledTimes(5);
    address = '198.51.100.13';
    expect((await requestTrustAccessAction('acme', idle, filled())).status).toBe('success');
  });

  it('answers a filled hidden field like a success, and sends nothing', async () => {
    address = '198.51.100.14';
    expect(await requestTrustAccessAction('acme', idle, filled({ website: 'http://spam.example' }))).toMatchObject({ status: 'success' });
    expect(request).not.toHaveBeenCalled();
  });
});

describe('subscribeTrustAction', () => {
  it('subscribes a valid address and refuses an invalid one', async () => {
    address = '198.51.100.20';
    expect(await subscribeTrustAction('acme', idle, formData({ email: 'Legal@Customer.example' }))).toMatchObject({ status: 'success' });
    expect(subscribe).toHaveBeenCalledWith('acme', 'legal@customer.example');
    expect(await subscribeTrustAction('acme', idle, formData({ email: 'nope' }))).toMatchObject({
      fieldErrors: { email: 'Enter a valid e-mail address.' },
    });
  });
});
