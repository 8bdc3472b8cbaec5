import { render, screen, within } from '@testing-library/react';
import { PersonChecklistSection } from '@/components/manage/checklists/person-checklist-section';
import { PersonAcceptanceSection } from '@/components/manage/people/person-acceptance-section';
import { PersonTrainingSection } from '@/components/manage/training/person-training-section';
import { ENDED_LABEL, onboardingAsOf } from '@/lib/domain/checklists/rules';
import type { PersonTraining } from '@/lib/domain/training/rules';
import type { Checklist } from '@/lib/schemas/checklists/records';

jest.mock('next/navigation', () => ({
  useRouter: () => ({ refresh: jest.fn() }),
  usePathname: () => '/manage/people/person-1',
  useSearchParams: () => new URLSearchParams('page=2'),
}));

const policies = [
  {
    policyId: 'p1',
    policyName: 'Access Control',
    versionLabel: 'v1.0',
    status: { state: 'accepted', versionLabel: 'v1.0', day: '2026-03-02' },
  },
  { policyId: 'p2', policyName: 'Clean Desk', versionLabel: 'v2.0', status: { state: 'pending' } },
] as const;

/** A page of acceptances as the server hands it down: the rows shown, the total and how many were accepted in all. */
const pageOf = (rows: readonly (typeof policies)[number][], more: { total?: number; page?: number; pageCount?: number } = {}) => ({
  rows: [...rows],
  total: rows.length,
  accepted: rows.filter((row) => row.status.state === 'accepted').length,
  page: 1,
  pageCount: 1,
  ...more,
});

const training: PersonTraining = {
  personId: 'person-1',
  status: 'overdue',
  dueDate: '2026-04-01',
  passedLessons: [],
  assigned: [{ id: 'phishing', title: 'Phishing', passed: false }],
  completions: [
    {
      id: 'c1',
      personId: 'person-1',
      lessonId: 'phishing',
      score: 40,
      passed: false,
      completedAt: new Date('2026-03-05T10:00:00Z'),
      courseName: null,
      evidenceId: null,
    },
  ],
};

const onboarding: Checklist = {
  id: 'k1',
  personId: 'person-1',
  kind: 'onboarding',
  steps: [
    { title: 'Background check', doneAt: new Date('2026-03-03T09:00:00Z'), doneByName: 'Ada' },
    { title: 'Device encrypted', doneAt: null, doneByName: null },
  ],
  startedAt: new Date('2026-03-01T00:00:00Z'),
  dueAt: new Date('2026-03-08T00:00:00Z'),
  finishedAt: null,
  evidenceId: null,
  version: 2,
};

const actions = { tick: jest.fn(), start: jest.fn() };

describe('the page of a person who has left', () => {
  it('asks no more acceptances: lists what they accepted without counting what is asked', () => {
    render(<PersonAcceptanceSection policies={pageOf(policies.slice(0, 1))} leftOn="2026-03-20" />);
    expect(screen.getByText('Left on 2026-03-20: no policy asks this person to accept it any more.')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Policies to accept' });
    expect(within(list).getByRole('link', { name: 'Access Control v1.0' })).toBeInTheDocument();
    expect(screen.queryByText(/accepted\./)).not.toBeInTheDocument();
  });

  it('still lists the pending acceptances of someone employed', () => {
    render(<PersonAcceptanceSection policies={pageOf(policies)} />);
    expect(screen.getByText('1 of 2 accepted.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Clean Desk v2.0' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Policy acceptance pages' })).not.toBeInTheDocument();
  });

  it('counts every page, and links the pages around the one shown', () => {
    render(<PersonAcceptanceSection policies={{ ...pageOf(policies), total: 45, accepted: 12, page: 2, pageCount: 3 }} />);
    expect(screen.getByText('12 of 45 accepted.')).toBeInTheDocument();
    const pager = screen.getByRole('navigation', { name: 'Policy acceptance pages' });
    expect(within(pager).getByText('Page 2 of 3')).toBeInTheDocument();
    expect(within(pager).getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/manage/people/person-1');
    expect(within(pager).getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/manage/people/person-1?page=3');
  });

  it('shows training as not required rather than overdue, and keeps the completions', () => {
    render(<PersonTrainingSection training={training} leftOn="2026-03-20" />);
    expect(screen.getByText('Not required')).toBeInTheDocument();
    expect(screen.queryByText('Overdue')).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Lessons' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Completions' })).getByText(/Phishing/)).toBeInTheDocument();
  });

  it('shows an open onboarding as closed on the end date, with no step to tick', () => {
    const now = new Date('2026-03-21T12:00:00Z');
    const shown = onboardingAsOf(onboarding, { startDate: '2026-03-01', endDate: '2026-03-20' }, '2026-03-21');
    render(
      <PersonChecklistSection
        personId="person-1"
        kind="onboarding"
        checklist={shown}
        dueRule=""
        now={now}
        notYet={null}
        actions={actions}
      />,
    );
    expect(screen.getByText(ENDED_LABEL)).toBeInTheDocument();
    expect(screen.getByText(/Closed 2026-03-20 00:00 UTC/)).toBeInTheDocument();
    expect(screen.queryByText(/Overdue/)).not.toBeInTheDocument();
    for (const box of screen.getAllByRole('checkbox')) expect(box).toBeDisabled();
  });

  it('keeps the onboarding of a departure still to come open', () => {
    const now = new Date('2026-03-05T12:00:00Z');
    const shown = onboardingAsOf(onboarding, { startDate: '2026-03-01', endDate: '2026-03-20' }, '2026-03-05');
    expect(shown).toBe(onboarding);
    render(
      <PersonChecklistSection
        personId="person-1"
        kind="onboarding"
        checklist={shown}
        dueRule=""
        now={now}
        notYet={null}
        actions={actions}
      />,
    );
    expect(screen.getByText('Due in 2 days')).toBeInTheDocument();
    expect(screen.getAllByRole('checkbox').filter((box) => !(box as HTMLInputElement).disabled)).toHaveLength(2);
  });

  it('offers no Start onboarding once they have left, only says why', () => {
    render(
      <PersonChecklistSection
        personId="person-1"
        kind="onboarding"
        checklist={null}
        dueRule=""
        now={new Date()}
        notYet="No onboarding: Ada left on 2026-03-20."
        actions={actions}
      />,
    );
    expect(screen.getByText('No onboarding: Ada left on 2026-03-20.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Start onboarding/ })).not.toBeInTheDocument();
  });
});
