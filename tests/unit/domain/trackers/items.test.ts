import { ALERT_LINES, alertText, checkItemKey, planSync, taskItemKey, type NeedingWork } from '@/lib/domain/trackers/items';

const check = (resource: string): NeedingWork => ({
  itemKey: checkItemKey('gitlab.group-2fa', resource),
  kind: 'check',
  title: `Failing: ${resource}`,
  detail: 'Two-factor is off.',
  href: '/manage/integrations/checks/gitlab.group-2fa',
});
const task = (id: string): NeedingWork => ({
  itemKey: taskItemKey(`evidence-renewal:${id}`),
  kind: 'task',
  title: id,
  detail: '',
  href: '/manage/evidence',
});

describe('planSync', () => {
  it('adds what is new, reopens what fails again and leaves what is still open alone', () => {
    const plan = planSync(
      [check('a'), check('b'), check('c')],
      [
        { itemKey: check('b').itemKey, kind: 'check', status: 'open' },
        { itemKey: check('c').itemKey, kind: 'check', status: 'resolved' },
      ],
      new Set(),
    );
    expect(plan.add.map((item) => item.itemKey)).toEqual([check('a').itemKey]);
    expect(plan.reopen.map((item) => item.itemKey)).toEqual([check('c').itemKey]);
    expect(plan.resolve).toEqual([]);
  });

  it('resolves a check only once a run passed it, never for a result that could not be read', () => {
    const kept = [
      { itemKey: check('passed').itemKey, kind: 'check' as const, status: 'open' as const },
      { itemKey: check('unread').itemKey, kind: 'check' as const, status: 'open' as const },
    ];
    expect(planSync([], kept, new Set([check('passed').itemKey])).resolve).toEqual([check('passed').itemKey]);
  });

  it('resolves a task once it is no longer overdue', () => {
    const kept = [
      { itemKey: task('done').itemKey, kind: 'task' as const, status: 'open' as const },
      { itemKey: task('late').itemKey, kind: 'task' as const, status: 'open' as const },
    ];
    expect(planSync([task('late')], kept, new Set()).resolve).toEqual([task('done').itemKey]);
  });
});

describe('alertText', () => {
  const items = (count: number) =>
    Array.from({ length: count }, (_, index) => ({ title: `Item ${index}`, detail: 'Why', link: `https://app.example/${index}` }));

  it('says nothing when nothing is new', () => {
    expect(alertText([], 'Acme')).toBeNull();
  });

  it('names each item with its link in one message', () => {
    expect(alertText(items(1), 'Acme')).toBe('Acme: 1 item needs attention in Complia\n• <https://app.example/0|Item 0>: Why');
  });

  it('names at most fifteen and counts the rest, so a large run is one short message', () => {
    const text = alertText(items(40), 'Acme')!;
    expect(text.split('\n')).toHaveLength(ALERT_LINES + 2);
    expect(text).toContain('40 items need attention');
    expect(text).toContain('…and 25 more.');
  });
});
