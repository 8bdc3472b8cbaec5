/** @jest-environment node */
import { GET as listUsers } from '@/app/scim/v2/Users/route';
import type { Member } from '@/lib/workspace/member';
import { scimCall, scimErrorOf } from './scim-fixtures';

const member: Member = {
  id: '00000000-0000-4000-8000-000000000001',
  organizationId: '00000000-0000-4000-8000-000000000002',
  organizationName: 'Fault Org',
  subject: 'scim-token:fault',
  email: 'scim@example.com',
  displayName: 'SCIM',
  role: 'admin',
};

// The token is taken as valid and the list fails as a broken query would, its parameters on the next line.
jest.mock('@/lib/workspace/scim', () => ({
  ...jest.requireActual('@/lib/workspace/scim'),
  scimTokenMember: async () => member,
  listScimUsers: async () => {
    throw new Error('Failed query: select 1\nparams: someone@example.com');
  },
}));

it('answers a fault of its own as a SCIM 500, logging its first line only', async () => {
  const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    const response = await scimCall(listUsers, '/Users', { token: 'cscim_fault' });
    expect(response.status).toBe(500);
    await scimErrorOf(response);
    expect(log).toHaveBeenCalledTimes(1);
    expect(String(log.mock.calls[0]![0])).toContain('Failed query: select 1');
    expect(String(log.mock.calls[0]![0])).not.toContain('someone@example.com');
  } finally {
    log.mockRestore();
  }
});
