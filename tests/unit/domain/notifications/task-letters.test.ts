import { assignedTasksLetter, LISTED_TASKS, overdueTasksLetter, weekOf, weeklyDigestLetter } from '@/lib/domain/notifications/task-letters';
import { taskOf, type Task } from '@/lib/domain/tasks/rules';

const today = '2026-11-26';
const now = new Date(`${today}T09:30:00Z`);
const link = 'https://complia.example/manage/tasks';
const task = (title: string, dueOn: string | null, n = 0): Task =>
  taskOf({ kind: 'training', recordId: `r${n}`, title, detail: '', href: '/manage/training', dueOn }, today);

describe('assignedTasksLetter', () => {
  it('names a single new task in the subject, with its due words and the link', () => {
    const letter = assignedTasksLetter({ organizationName: 'Acme', tasks: [task('Offboard Ada', '2026-11-28')], now, link });
    expect(letter.subject).toBe('New task: Offboard Ada');
    expect(letter.body).toContain('Acme has new work for you:\n- Offboard Ada (Due in 2 days)');
    expect(letter.body).toContain(`See your tasks (sign-in needed): ${link}`);
    expect(letter.body).toContain('"Assigned tasks" is on');
  });

  it('counts several, and cuts a long list with how many more there are', () => {
    const many = Array.from({ length: LISTED_TASKS + 3 }, (_, n) => task(`Task ${n}`, null, n));
    const letter = assignedTasksLetter({ organizationName: 'Acme', tasks: many, now, link });
    expect(letter.subject).toBe(`${LISTED_TASKS + 3} new tasks for you`);
    expect(letter.body).toContain(`- Task ${LISTED_TASKS - 1} (No due date)`);
    expect(letter.body).not.toContain(`- Task ${LISTED_TASKS} (`);
    expect(letter.body).toContain('…and 3 more.');
  });
});

describe('overdueTasksLetter', () => {
  it('says how many are overdue and by how much', () => {
    const letter = overdueTasksLetter({ organizationName: 'Acme', tasks: [task('Accept Access Policy v1.0', '2026-11-25')], now, link });
    expect(letter.subject).toBe('1 task overdue');
    expect(letter.body).toContain('- Accept Access Policy v1.0 (Overdue by 1 day)');
    expect(letter.body).toContain('"Overdue reminders" is on');
  });
});

describe('weeklyDigestLetter', () => {
  it('summarizes the open and overdue tasks', () => {
    const letter = weeklyDigestLetter({
      organizationName: 'Acme',
      tasks: [task('Late', '2026-11-20', 1), task('Soon', '2026-11-30', 2)],
      now,
      link,
    });
    expect(letter.subject).toBe('Your week in Acme: 2 open tasks');
    expect(letter.body).toContain('You have 2 open tasks, 1 of them overdue:\n- Late (Overdue by 6 days)\n- Soon (Due in 4 days)');
    expect(letter.body).toContain('"Weekly digest" is on');
  });

  it('says so when nothing is open', () => {
    const letter = weeklyDigestLetter({ organizationName: 'Acme', tasks: [], now, link });
    expect(letter.subject).toBe('Your week in Acme: no open tasks');
    expect(letter.body).toContain('You have no open tasks this week.');
  });
});

describe('weekOf', () => {
  it.each([
    ['2026-11-23', '2026-11-23'],
    ['2026-11-26', '2026-11-23'],
    ['2026-11-29', '2026-11-23'],
    ['2026-11-30', '2026-11-30'],
    ['2027-01-01', '2026-12-28'],
  ])('puts %s in the week of Monday %s', (day, monday) => expect(weekOf(day)).toBe(monday));
});
