/** @jest-environment node */
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { people } from '@/lib/db/schema';
import { googleWorkspaceConnectSchema } from '@/lib/schemas/integrations/google-workspace-connect';
import { failingCheckControls } from '@/lib/workspace/checks';
import { connectIntegration, runChecks } from '@/lib/workspace/integrations';
import { ADMIN_EMAIL, startGoogleStandIn, type GoogleStandIn } from '../../../support/google-workspace-stand-in';
import { founder, withThrowAwayDatabase } from '../fixtures';

withThrowAwayDatabase('google-workspace-runs');
jest.spyOn(console, 'log').mockImplementation(() => undefined);

let google: GoogleStandIn;
beforeAll(async () => {
  google = await startGoogleStandIn();
});
afterAll(() => google.close());
beforeEach(() => google.set({ pageSize: 2, users: null, refused: 'none', rateLimit: 'none', revoked: false }));

const now = new Date('2026-11-28T08:00:00Z');
/** The connect form's input as its schema checks it. */
const input = () =>
  googleWorkspaceConnectSchema.parse({ serviceAccountKey: google.serviceAccountKey, adminEmail: ADMIN_EMAIL, baseUrl: google.url });
const connect = async (name: string) => {
  const admin = await founder(name);
  await connectIntegration(admin, 'google-workspace', input());
  return admin;
};

describe('Google Workspace connected and run', () => {
  it('fills People with the active users, and the failing checks put their controls at risk', async () => {
    const admin = await connect('Google');
    const run = await runChecks(admin, 'google-workspace', now);
    expect(run.account).toBe('acme.com');
    const failed = run.results.filter((result) => result.outcome === 'fail').map(({ checkId, resource }) => `${checkId} ${resource}`);
    expect(failed).toEqual([
      'google-workspace.active-users-2sv bob@acme.com',
      'google-workspace.2sv-enforced bob@acme.com',
      'google-workspace.2sv-enforced carol@acme.com',
      'google-workspace.suspended-no-admin dave@acme.com',
      'google-workspace.inactive-users bob@acme.com',
    ]);
    const listed = await (
      await getDb()
    )
      .select({ email: people.email, name: people.name, department: people.department, source: people.source })
      .from(people)
      .where(eq(people.organizationId, admin.organizationId));
    expect(listed.filter((person) => person.source === 'google-workspace').sort((a, b) => a.email.localeCompare(b.email))).toEqual([
      { email: 'alice@acme.com', name: 'Alice Anders', department: 'Engineering', source: 'google-workspace' },
      { email: 'bob@acme.com', name: 'Bob Berg', department: '', source: 'google-workspace' },
      { email: 'carol@acme.com', name: 'Carol Chen', department: 'Finance', source: 'google-workspace' },
    ]);
    const failing = await failingCheckControls(admin, '2026-11-28');
    expect(failing.get('AC-05')).toContain('Every active Google Workspace user is enrolled in 2-Step Verification');
  });
});
