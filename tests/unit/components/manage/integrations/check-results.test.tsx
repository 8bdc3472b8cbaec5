import { render, screen, within } from '@testing-library/react';
import { CheckResults, type CheckSummary } from '@/components/manage/integrations/check-results';

jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: jest.fn() }) }));

const check = (id: string, title: string, changes: Partial<CheckSummary>): CheckSummary => ({
  id,
  title,
  outcome: 'none',
  notPassed: [],
  lastRead: 'Never read successfully',
  stillFailing: [],
  exception: null,
  ...changes,
});

describe('CheckResults', () => {
  it('shows by each check when it was last read successfully, and the failures a run that could not read it keeps', () => {
    render(
      <CheckResults
        run={{
          finished: 'Nov 28, 2026, 9:00 AM UTC',
          requestedBy: 'Ada',
          evidenceId: null,
          checks: [
            check('reviews', 'Reviews required', {
              outcome: 'unknown',
              notPassed: [{ resource: 'acme-corp', reason: 'GitHub refused the token (401).' }],
              lastRead: 'Last read successfully 2 hours ago',
              stillFailing: [{ resource: 'web', reason: 'main is not protected.' }],
            }),
            check('mfa', 'MFA required', {
              outcome: 'unknown',
              notPassed: [{ resource: 'acme-corp', reason: 'GitHub refused the token (401).' }],
            }),
          ],
        }}
      />,
    );
    const reviews = within(screen.getByRole('listitem', { name: 'Reviews required' }));
    expect(reviews.getByText('Could not evaluate')).toBeInTheDocument();
    expect(reviews.getByText('Last read successfully 2 hours ago')).toBeInTheDocument();
    expect(reviews.getByText('Still failing until a run reads these again:')).toBeInTheDocument();
    expect(reviews.getByText('web').closest('li')).toHaveTextContent('web: main is not protected.');
    const mfa = within(screen.getByRole('listitem', { name: 'MFA required' }));
    expect(mfa.getByText('Never read successfully')).toBeInTheDocument();
    expect(mfa.queryByText('Still failing until a run reads these again:')).toBeNull();
  });

  it("links a failing result's issue in the tracker, and says when it was closed there while the check still fails", () => {
    render(
      <CheckResults
        run={{
          finished: 'Nov 28, 2026, 9:00 AM UTC',
          requestedBy: 'Ada',
          evidenceId: null,
          checks: [
            check('mfa', 'MFA required', {
              outcome: 'fail',
              notPassed: [
                {
                  resource: 'acme-corp',
                  reason: 'Two-factor is off.',
                  issue: {
                    tracker: 'Jira',
                    key: 'OPS-12',
                    url: 'https://acme.atlassian.net/browse/OPS-12',
                    closed: 'closed in Jira by Dana Lee on Nov 28, 2026',
                  },
                },
              ],
            }),
          ],
        }}
      />,
    );
    const mfa = within(screen.getByRole('listitem', { name: 'MFA required' }));
    expect(mfa.getByRole('link', { name: 'Jira issue OPS-12' })).toHaveAttribute('href', 'https://acme.atlassian.net/browse/OPS-12');
    expect(mfa.getByText(/closed in Jira by Dana Lee on Nov 28, 2026; the check still fails until a run passes it/)).toBeInTheDocument();
  });
});
