import { render, screen, within } from '@testing-library/react';
import { MyTasksCard } from '@/components/manage/dashboard/my-tasks-card';
import { TaskFilters } from '@/components/manage/tasks/task-filters';
import { TaskGroups } from '@/components/manage/tasks/task-groups';
import { countTasksByKind, pageOfTasks, taskListOf, taskOf, type TaskInput } from '@/lib/domain/tasks/rules';

const today = '2026-03-10';
const tasks = taskListOf(
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
    render(<TaskGroups groups={pageOfTasks(tasks, undefined, 1).groups} now={new Date(`${today}T15:00:00Z`)} />);
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
    render(<TaskFilters counts={countTasksByKind(tasks)} total={tasks.count.total} current="training" />);
    const links = screen.getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['All (3)', '/manage/tasks'],
      ['Policies to approve (1)', '/manage/tasks?kind=policy-approval'],
      ['Policies to accept (1)', '/manage/tasks?kind=policy-acceptance'],
      ['Security training (1)', '/manage/tasks?kind=training'],
    ]);
    expect(links[3]).toHaveAttribute('aria-current', 'page');
    expect(links[0]).not.toHaveAttribute('aria-current');
  });
});

describe('TaskGroups and TaskFilters on a later page', () => {
  it('head a group running on from the page before with its count over every page, and count kinds not on the page', () => {
    const many = taskListOf(
      Array.from({ length: 23 }, (_, index) =>
        taskOf(
          { kind: 'control', recordId: `c${index}`, title: `Control ${index}`, detail: '', href: '/manage/frameworks', dueOn: null },
          today,
        ),
      ),
    );
    const second = pageOfTasks(many, undefined, 2);
    render(
      <>
        <TaskFilters
          counts={[
            { kind: 'control', count: 23 },
            { kind: 'training', count: 4 },
          ]}
          total={27}
        />
        <TaskGroups groups={second.groups} now={new Date(`${today}T15:00:00Z`)} />
      </>,
    );
    const controls = screen.getByRole('region', { name: 'Controls to implement (23)' });
    expect(within(controls).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'All (27)' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Security training (4)' })).toHaveAttribute('href', '/manage/tasks?kind=training');
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
