import { actions, can } from '@/lib/domain/permissions';
import { teamRoles } from '@/lib/schemas/organization/settings';

describe('can(role, action)', () => {
  const table = {
    admin: actions,
    member: ['records.view', 'records.edit', 'frameworks.manage', 'account.manage'],
    viewer: ['records.view', 'account.manage'],
  } as const;

  it.each(teamRoles.flatMap((role) => actions.map((action) => [role, action] as const)))(
    '%s may %s only as the role table of Settings › Team says',
    (role, action) => {
      expect(can(role, action)).toBe((table[role] as readonly string[]).includes(action));
    },
  );

  it('gives a viewer no write at all', () => {
    expect(actions.filter((action) => can('viewer', action))).toEqual(['records.view', 'account.manage']);
  });
});
