import { render, screen } from '@testing-library/react';
import { TrustAccessRequests, type AccessDecisionActions } from '@/components/manage/trust/trust-access-requests';
import { ToastProvider } from '@/components/ui/toast';
import type { TrustAccessRequestRow } from '@/lib/schemas/trust/access';

jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: jest.fn() }) }));

const decide = jest.fn();
const actions: AccessDecisionActions = { approve: decide, decline: decide, revoke: decide };

/** The list of `rows`, as the trust settings show it. */
const show = (rows: TrustAccessRequestRow[]) =>
  render(
    <ToastProvider>
      <TrustAccessRequests requests={rows} actions={actions} />
    </ToastProvider>,
  );

const request = (overrides: Partial<TrustAccessRequestRow>): TrustAccessRequestRow => ({
  id: '0f6e2c4a-3b1d-4c8e-9a7f-5d2b1e0c9a8b',
  name: 'Eve Adams',
  email: 'eve@example.com',
  company: 'Globex',
  reason: 'Vendor review',
  ndaVersion: 1,
  acceptedAt: '2026-03-01T09:00:00.000Z',
  ip: '203.0.113.7',
  userAgent: 'Firefox',
  standing: 'approved',
  decidedBy: 'Ada Admin',
  decidedAt: '2026-03-02T10:00:00.000Z',
  revokedBy: null,
  revokedAt: null,
  declineReason: null,
  accessDays: 30,
  expiresAt: '2026-04-01T10:00:00.000Z',
  createdAt: '2026-03-01T09:00:00.000Z',
  version: 2,
  downloads: [],
  ...overrides,
});

describe('TrustAccessRequests', () => {
  it('shows an approved link with its approval and the day its access ends', () => {
    show([request({})]);
    expect(
      screen.getByText('Approved by Ada Admin on Mar 2, 2026, 10:00 AM UTC · access until Apr 1, 2026, 10:00 AM UTC'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Revoked by/)).not.toBeInTheDocument();
  });

  it('shows a revoked link with both decisions and their times, and no "access until"', () => {
    const revoked = request({ standing: 'revoked', revokedBy: 'Bo Admin', revokedAt: '2026-03-10T15:30:00.000Z', version: 3 });
    show([revoked]);
    expect(screen.getByText('Revoked')).toBeInTheDocument();
    expect(screen.getByText('Approved by Ada Admin on Mar 2, 2026, 10:00 AM UTC')).toBeInTheDocument();
    expect(screen.getByText('Revoked by Bo Admin on Mar 10, 2026, 3:30 PM UTC')).toBeInTheDocument();
    expect(screen.queryByText(/access until/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Revoke' })).not.toBeInTheDocument();
  });

  it('shows a declined request with its reason', () => {
    const declined = request({ standing: 'declined', declineReason: 'No deal', expiresAt: null, accessDays: null });
    show([declined]);
    expect(screen.getByText('Declined by Ada Admin on Mar 2, 2026, 10:00 AM UTC · reason: No deal')).toBeInTheDocument();
  });
});
