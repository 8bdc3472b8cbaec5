import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { members } from '@/lib/db/schema';
import { notificationSettings, type NotificationSettings } from '@/lib/domain/notifications/preferences';
import { profileSchema, type Profile } from '@/lib/schemas/organization/settings';
import { recordActivity } from '../activity';
import { assertCan, notFound, STALE_MESSAGE, WorkspaceError, type Member } from '../member';

export type AccountSettings = {
  profile: Profile;
  notifications: NotificationSettings;
  version: number;
  joinedAt: Date;
  lastSeenAt: Date | null;
};

/** A profile never saved starts from what the membership knows: the name, the e-mail and the organization. */
function startingProfile(member: Member): Profile {
  const [firstName = '', ...rest] = member.displayName.trim().split(/\s+/);
  return {
    firstName,
    lastName: rest.join(' '),
    email: member.email,
    phone: '',
    jobTitle: '',
    department: 'Compliance',
    company: member.organizationName,
    employeeId: '',
    manager: '',
    timeZone: 'ET',
    language: 'English (US)',
    dateFormat: 'MM/DD/YYYY',
  };
}

/** The member's own profile and notification toggles. */
export async function readAccount(member: Member): Promise<AccountSettings> {
  const db = await getDb();
  const [row] = await db
    .select({
      profile: members.profile,
      notifications: members.notifications,
      version: members.version,
      joinedAt: members.joinedAt,
      lastSeenAt: members.lastSeenAt,
    })
    .from(members)
    .where(eq(members.id, member.id));
  if (!row) throw notFound('Your membership');
  const saved = profileSchema.safeParse(row.profile);
  return { ...row, profile: saved.success ? saved.data : startingProfile(member), notifications: notificationSettings(row.notifications) };
}

/** Writes one's own profile or toggles, refusing a stale `version`; the display name follows the profile's name. */
async function updateOwn(member: Member, version: number, set: Partial<typeof members.$inferInsert>, summary: string): Promise<number> {
  assertCan(member, 'account.manage');
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(members)
      .set({ ...set, version: sql`${members.version} + 1` })
      .where(and(eq(members.id, member.id), eq(members.version, version)))
      .returning({ version: members.version });
    if (!updated) throw new WorkspaceError('conflict', STALE_MESSAGE);
    await recordActivity(
      tx,
      { ...member, displayName: set.displayName ?? member.displayName },
      { action: 'account.updated', recordType: 'member', recordId: member.id, summary },
    );
    return updated.version;
  });
}

export function saveProfile(member: Member, profile: Profile, version: number): Promise<number> {
  const displayName = `${profile.firstName} ${profile.lastName}`.trim();
  return updateOwn(member, version, { profile, displayName }, `${displayName} updated their profile`);
}

export function saveNotifications(member: Member, notifications: NotificationSettings, version: number): Promise<number> {
  return updateOwn(member, version, { notifications }, `${member.displayName} changed their notification settings`);
}
