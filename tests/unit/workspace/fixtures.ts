import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getDb, getOpenDb } from '@/lib/db/client';
import { copyDatabaseTemplate } from '@/tests/support/database-template';
import type { TeamRole } from '@/lib/schemas/organization/settings';
import { acceptInvitation, inviteMember } from '@/lib/workspace/organization';
import { WorkspaceError, type Member } from '@/lib/workspace/member';
import { currentMembership, startOrganization, type Identity } from '@/lib/workspace/organization';

/**
 * Gives the calling test file its own throw-away PGlite database, a copy of the run's migrated template. lib/env.ts
 * reads the environment on first use (the first getDb), so setting it here, at the top of the test file, comes
 * before any database is opened.
 */
export function withThrowAwayDatabase(prefix: string): void {
  const dataDir = mkdtempSync(join(tmpdir(), `${prefix}-`));
  copyDatabaseTemplate(dataDir);
  process.env.DATA_DIR = dataDir;
  delete process.env.DATABASE_URL;
  delete process.env.BACKEND_URL;
  beforeAll(async () => {
    await getDb();
    // The database must be this file's own, never the developer's ./data: the open took this folder's lock.
    if (!existsSync(join(dataDir, 'server.lock'))) throw new Error(`The test database was not opened in ${dataDir}`);
  }, 60_000);
  afterAll(async () => {
    await (await getOpenDb()).close();
    rmSync(dataDir, { recursive: true, force: true });
  });
}

let people = 0;

/** A new person, never seen by the database: a unique subject and e-mail. */
export function person(name = 'Person'): Identity {
  people += 1;
  const slug = `${name.toLowerCase().replace(/[^a-z]+/g, '-')}-${people}`;
  return { subject: `embedded:${randomUUID()}`, email: `${slug}@example.com`, displayName: `${name} ${people}` };
}

/** A new organization and its founder (an admin). */
export async function founder(name = 'Founder', organizationName = `Org of ${name}`): Promise<Member> {
  return startOrganization(organizationName, person(name));
}

/** Invites a new (or the given) person into the admin's organization with `role` and answers their membership. */
export async function joinAs(admin: Member, role: TeamRole, who: Identity = person(role)): Promise<Member> {
  const { token } = await inviteMember(admin, who.email, role);
  await acceptInvitation(token, who);
  const member = await currentMembership(who.subject);
  if (!member || member.organizationId !== admin.organizationId) throw new Error('The invited person did not join');
  return member;
}

/** The WorkspaceError a call was refused with; fails when it succeeded or failed otherwise (a database error). */
export async function refusal(promise: Promise<unknown>): Promise<WorkspaceError> {
  const outcome = await promise.then(
    () => ({ ok: true as const }),
    (error: unknown) => ({ ok: false as const, error }),
  );
  if (outcome.ok) throw new Error('Expected a WorkspaceError, but the call succeeded');
  if (!(outcome.error instanceof WorkspaceError)) {
    throw new Error(
      `Expected a WorkspaceError, got ${outcome.error instanceof Error ? `${outcome.error.name}: ${outcome.error.message}` : String(outcome.error)}`,
    );
  }
  return outcome.error;
}

/** A syntactically valid UUID that names nothing. */
export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
