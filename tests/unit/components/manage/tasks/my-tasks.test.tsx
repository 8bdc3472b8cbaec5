import { render, screen, within } from '@testing-library/react';
import { MyTasksCard } from '@/components/manage/dashboard/my-tasks-card';
import { TaskFilters } from '@/components/manage/tasks/task-filters';
import { TaskGroups } from '@/components/manage/tasks/task-groups';
import { sortTasks, taskOf, type TaskInput } from '@/lib/domain/tasks/rules';

const today = '2026-03-10';
const tasks = sortTasks(
  (
    [
      {
        kind: 'training',
        recordId: 'p1',
        title: 'Complete your security awareness training',
        detail: 'Due',
        href: '/manage/training',
        dueOn: '2026-03-01',
      },
      {
        kind: 'policy-approval',
        recordId: 'x1',
        title: 'Access Control v1.0',
        detail: 'Under review',
        href: '/manage/policies/x1',
        dueOn: null,
      },
      {
        kind: 'policy-acceptance',
        recordId: 'x2',
        title: 'Clean Desk v1.0',
        detail: 'Approved',
        href: '/manage/policies/x2',
        dueOn: '2026-03-20',
      },
    ] satisfies TaskInput[]
  ).map((input) => taskOf(input, today)),
);

describe('TaskGroups', () => {
  it('shows each kind as a section, each row linked to its record with its due words and the Overdue mark', () => {
    render(<TaskGroups tasks={tasks} now={new Date(`${today}T15:00:00Z`)} />);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Policies to approve (1)',
      'Policies to accept (1)',
      'Security training (1)',
    ]);
    const training = screen.getByRole('region', { name: 'Security training (1)' });
    expect(within(training).getByRole('link', { name: 'Complete your security awareness training' })).toHaveAttribute(
      'href',
      '/manage/training',
    );
    expect(training).toHaveTextContent('Overdue by 9 days');
    expect(within(training).getByText('Overdue', { exact: true })).toBeInTheDocument();
    const accept = screen.getByRole('region', { name: 'Policies to accept (1)' });
    expect(accept).toHaveTextContent('Due in 10 days');
    expect(within(accept).queryByText('Overdue', { exact: true })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Policies to approve (1)' })).toHaveTextContent('No due date');
  });
});

describe('TaskFilters', () => {
  it('links every kind with its count and marks the current one', () => {
    render(<TaskFilters tasks={tasks} kinds={['policy-approval', 'training']} current="training" />);
    const links = screen.getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['All (3)', '/manage/tasks'],
      ['Policies to approve (1)', '/manage/tasks?kind=policy-approval'],
      ['Security training (1)', '/manage/tasks?kind=training'],
    ]);
    expect(links[2]).toHaveAttribute('aria-current', 'page');
    expect(links[0]).not.toHaveAttribute('aria-current');
  });
});

describe('MyTasksCard', () => {
  it('shows the count and the overdue ones, linking to My tasks', () => {
    render(<MyTasksCard count={{ total: 3, overdue: 1 }} />);
    const card = screen.getByRole('region', { name: 'My Tasks' });
    expect(card).toHaveTextContent('3 tasks');
    expect(card).toHaveTextContent('1 overdue');
    expect(within(card).getByRole('link', { name: 'View my tasks' })).toHaveAttribute('href', '/manage/tasks');
  });

  it('says when there is nothing to do', () => {
    render(<MyTasksCard count={{ total: 0, overdue: 0 }} />);
    expect(screen.getByRole('region', { name: 'My Tasks' })).toHaveTextContent(/No tasks\s*None overdue/);
  });
});
