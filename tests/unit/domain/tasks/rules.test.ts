import {
  countTasks,
  groupTasks,
  overdueText,
  sortTasks,
  taskDueText,
  taskKindFilter,
  taskKindLabels,
  taskKinds,
  taskCountText,
  taskOf,
  type Task,
  type TaskInput,
  type TaskKind,
} from '@/lib/domain/tasks/rules';

const today = '2026-03-10';

const input = (overrides: Partial<TaskInput> = {}): TaskInput => ({
  kind: 'control',
  recordId: 'GOV-01',
  title: 'GOV-01 Security policy',
  detail: 'Not Started',
  href: '/manage/frameworkManage',
  dueOn: null,
  ...overrides,
});

const task = (title: string, kind: TaskKind, dueOn: string | null): Task => taskOf(input({ kind, recordId: title, title, dueOn }), today);

describe('taskOf', () => {
  it('keys the task by its kind and record and keeps what the source gave', () => {
    expect(taskOf(input(), today)).toEqual({
      kind: 'control',
      key: 'control:GOV-01',
      title: 'GOV-01 Security policy',
      detail: 'Not Started',
      href: '/manage/frameworkManage',
      dueOn: null,
      overdue: false,
    });
  });

  it.each([
    ['2026-03-09', true],
    ['2026-01-31', true],
    ['2026-03-10', false],
    ['2026-03-11', false],
    [null, false],
  ])('due %p on %s is overdue: %p', (dueOn, overdue) => {
    expect(taskOf(input({ dueOn }), today).overdue).toBe(overdue);
  });

  it('gives the same record different keys under different kinds', () => {
    expect(taskOf(input({ kind: 'failing-check' }), today).key).not.toBe(taskOf(input(), today).key);
  });
});

describe('sortTasks', () => {
  it('lists overdue tasks first, then by due day, then tasks without a day', () => {
    const tasks = [
      task('later', 'training', '2026-04-01'),
      task('no day', 'control', null),
      task('long overdue', 'policy-review', '2026-01-01'),
      task('soon', 'evidence-renewal', '2026-03-12'),
      task('just overdue', 'evidence-renewal', '2026-03-09'),
      task('today', 'policy-acceptance', '2026-03-10'),
    ];
    expect(sortTasks(tasks).map((item) => item.title)).toEqual(['long overdue', 'just overdue', 'today', 'soon', 'later', 'no day']);
  });

  it('orders tasks of the same day by kind, then title, then key', () => {
    const tasks = [
      task('b', 'training', null),
      task('a', 'training', null),
      task('z', 'control', null),
      taskOf(input({ kind: 'control', recordId: '2', title: 'z' }), today),
    ];
    expect(sortTasks(tasks).map((item) => item.key)).toEqual(['control:2', 'control:z', 'training:a', 'training:b']);
  });

  it('does not change the list it is given', () => {
    const tasks = [task('b', 'training', null), task('a', 'control', null)];
    sortTasks(tasks);
    expect(tasks.map((item) => item.title)).toEqual(['b', 'a']);
  });

  it('answers an empty list for none', () => expect(sortTasks([])).toEqual([]));
});

describe('countTasks and overdueText', () => {
  it('counts every task and the overdue ones', () => {
    const tasks = [task('a', 'control', null), task('b', 'training', '2026-03-01'), task('c', 'policy-review', '2026-03-09')];
    expect(countTasks(tasks)).toEqual({ total: 3, overdue: 2 });
    expect(overdueText(countTasks(tasks))).toBe('2 overdue');
  });

  it('counts none', () => {
    expect(countTasks([])).toEqual({ total: 0, overdue: 0 });
    expect(overdueText({ total: 0, overdue: 0 })).toBe('None overdue');
    expect(overdueText({ total: 4, overdue: 1 })).toBe('1 overdue');
  });

  it.each([
    [0, 'No tasks'],
    [1, '1 task'],
    [2, '2 tasks'],
    [15, '15 tasks'],
  ])('reads %i as %s', (total, text) => expect(taskCountText({ total, overdue: 0 })).toBe(text));
});

describe('groupTasks', () => {
  it('groups by kind in the kinds order, leaving out empty kinds and keeping the order inside a group', () => {
    const tasks = sortTasks([task('t', 'training', '2026-03-01'), task('c2', 'control', null), task('c1', 'control', '2026-03-20')]);
    expect(groupTasks(tasks).map((group) => [group.kind, group.label, group.tasks.map((item) => item.title)])).toEqual([
      ['control', 'Controls to implement', ['c1', 'c2']],
      ['training', 'Security training', ['t']],
    ]);
  });

  it('has no group for no task', () => expect(groupTasks([])).toEqual([]));

  it('labels every kind', () => {
    expect(Object.keys(taskKindLabels).sort()).toEqual([...taskKinds].sort());
    expect(new Set(Object.values(taskKindLabels)).size).toBe(taskKinds.length);
  });
});

describe('taskKindFilter', () => {
  it.each(taskKinds.map((kind) => [kind]))('reads %s', (kind) => expect(taskKindFilter(kind)).toBe(kind));
  it.each([[undefined], [''], ['Control'], ['everything'], [['unknown', 'control']]])('reads %p as every kind', (value) =>
    expect(taskKindFilter(value)).toBeUndefined(),
  );
  it('reads the first of repeated parameters', () => expect(taskKindFilter(['training', 'control'])).toBe('training'));
});

describe('taskDueText', () => {
  it.each([
    [null, 'No due date'],
    ['2026-03-10', 'Due today'],
    ['2026-03-11', 'Due in 1 day'],
    ['2026-03-24', 'Due in 14 days'],
    ['2026-03-09', 'Overdue by 1 day'],
    ['2026-02-28', 'Overdue by 10 days'],
  ])('%p reads %s', (dueOn, text) => expect(taskDueText({ dueOn }, new Date(`${today}T18:00:00Z`))).toBe(text));
});
