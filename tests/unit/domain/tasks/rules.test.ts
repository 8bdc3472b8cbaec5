import {
  countTasks,
  countTasksByKind,
  groupTasks,
  pageOfTasks,
  overdueText,
  sortTasks,
  taskDueText,
  taskKindFilter,
  taskKindLabels,
  taskKinds,
  taskCountText,
  taskListOf,
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

describe('taskListOf', () => {
  it('keeps the tasks overdue first, the same tasks by kind, and their count', () => {
    const list = taskListOf([task('t', 'training', null), task('c1', 'control', '2026-03-20'), task('c2', 'control', '2026-03-01')]);
    expect(list.tasks.map((item) => item.title)).toEqual(['c2', 'c1', 't']);
    expect(list.groups.map((group) => [group.kind, group.tasks.map((item) => item.title)])).toEqual([
      ['control', ['c2', 'c1']],
      ['training', ['t']],
    ]);
    expect(list.count).toEqual({ total: 3, overdue: 1 });
  });
});

describe('countTasksByKind', () => {
  it('counts each kind with tasks, in the kinds order', () => {
    const tasks = taskListOf([task('t', 'training', null), task('c1', 'control', null), task('c2', 'control', '2026-03-01')]);
    expect(countTasksByKind(tasks)).toEqual([
      { kind: 'control', count: 2 },
      { kind: 'training', count: 1 },
    ]);
  });
});

describe('pageOfTasks', () => {
  // 25 controls (the last 5 overdue, so listed first) and 5 trainings: 30 tasks, two pages of 20.
  const controls = Array.from({ length: 25 }, (_, index) =>
    task(`control ${String(index).padStart(2, '0')}`, 'control', index >= 20 ? '2026-03-01' : '2026-04-01'),
  );
  const trainings = Array.from({ length: 5 }, (_, index) => task(`training ${index}`, 'training', '2026-02-01'));
  const tasks = taskListOf([...trainings, ...controls]);
  const titles = (page: ReturnType<typeof pageOfTasks>) =>
    page.groups.map((group) => [group.kind, group.total, group.tasks.map((item) => item.title)]);

  it('lists by kind, each kind overdue first, across pages, each group counting its tasks on every page', () => {
    const first = pageOfTasks(tasks, undefined, 1);
    expect(first).toMatchObject({ total: 30, page: 1, pageCount: 2 });
    expect(titles(first)).toEqual([
      [
        'control',
        25,
        [20, 21, 22, 23, 24, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14].map((n) => `control ${String(n).padStart(2, '0')}`),
      ],
    ]);
    expect(titles(pageOfTasks(tasks, undefined, 2))).toEqual([
      ['control', 25, ['control 15', 'control 16', 'control 17', 'control 18', 'control 19']],
      ['training', 5, ['training 0', 'training 1', 'training 2', 'training 3', 'training 4']],
    ]);
  });

  it('pages the tasks of the kind filtered on', () => {
    const training = pageOfTasks(tasks, 'training', 1);
    expect(training).toMatchObject({ total: 5, page: 1, pageCount: 1 });
    expect(titles(training)).toEqual([['training', 5, ['training 0', 'training 1', 'training 2', 'training 3', 'training 4']]]);
  });

  it('shows the last page for a page past it', () => {
    expect(pageOfTasks(tasks, undefined, 7)).toMatchObject({ page: 2, pageCount: 2 });
    expect(pageOfTasks(tasks, 'training', 3)).toMatchObject({ page: 1, pageCount: 1, total: 5 });
  });

  it('lists every task once over the pages, in the order of the kinds, whatever kinds a page runs over', () => {
    const kinds: TaskKind[] = ['vulnerability', 'control', 'training', 'checklist', 'policy-review'];
    const mixed = taskListOf(
      Array.from({ length: 67 }, (_, index) =>
        task(`task ${index}`, kinds[index % 7 === 0 ? 4 : index % 4]!, index % 3 ? null : '2026-03-01'),
      ),
    );
    const pages = [1, 2, 3, 4].map((page) => pageOfTasks(mixed, undefined, page));
    expect(pages.map((page) => page.groups.reduce((sum, group) => sum + group.tasks.length, 0))).toEqual([20, 20, 20, 7]);
    expect(pages.flatMap((page) => page.groups.flatMap((group) => group.tasks))).toEqual(mixed.groups.flatMap((group) => group.tasks));
    for (const page of pages) {
      for (const group of page.groups) expect(group.total).toBe(mixed.groups.find((whole) => whole.kind === group.kind)!.tasks.length);
    }
  });

  it('has one empty page when no task is of the kind', () => {
    expect(pageOfTasks(tasks, 'vulnerability', 1)).toEqual({ groups: [], total: 0, page: 1, pageCount: 1 });
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
