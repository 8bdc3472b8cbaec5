/** @jest-environment node */
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { members } from '@/lib/db/schema';
import { notificationPreferences, notificationSettings, notificationsFromForm } from '@/lib/domain/notifications/preferences';
import type { Profile } from '@/lib/schemas/organization/settings';
import { readAccount, saveNotifications, saveProfile } from '@/lib/workspace/organization';
import { listActivity } from '@/lib/workspace/activity';
import { STALE_MESSAGE } from '@/lib/workspace/member';
import { currentMembership, startOrganization } from '@/lib/workspace/organization';
import { listMembers } from '@/lib/workspace/organization';
import { founder, joinAs, person, refusal, withThrowAwayDatabase } from '../fixtures';

withThrowAwayDatabase('workspace-account');

const defaults = { assignedTasks: true, weeklyDigest: false, overdueReminders: true, failingChecks: true, expiringEvidence: true };

function profile(overrides: Partial<Profile> = {}): Profile {
  return {
    firstName: 'Marie',
    lastName: 'Curie',
    email: 'marie@example.com',
    phone: '+33 1 23 45 67 89',
    jobTitle: 'Compliance lead',
    department: 'Risk Management',
    company: 'Radium SA',
    employeeId: 'E-42',
    manager: 'Pierre',
    timeZone: 'CT',
    language: 'French',
    dateFormat: 'YYYY-MM-DD',
    ...overrides,
  };
}

describe('notification settings', () => {
  it('starts from the defaults and keeps only known boolean toggles', () => {
    expect(notificationSettings(null)).toEqual(defaults);
    expect(notificationSettings('nonsense')).toEqual(defaults);
    expect(notificationSettings({ weeklyDigest: true, assignedTasks: false, failingChecks: 'no', unknown: true })).toEqual({
      ...defaults,
      weeklyDigest: true,
      assignedTasks: false,
    });
    expect(notificationPreferences.map((preference) => preference.id)).toEqual(Object.keys(defaults));
  });

  it('reads a form: a checkbox present is on, absent is off', () => {
    const form = new FormData();
    form.set('failingChecks', 'on');
    form.set('weeklyDigest', 'on');
    expect(notificationsFromForm(form)).toEqual({
      assignedTasks: false,
      weeklyDigest: true,
      overdueReminders: false,
      failingChecks: true,
      expiringEvidence: false,
    });
  });
});

describe('readAccount', () => {
  it('starts a never-saved profile from the display name, the e-mail and the organization', async () => {
    const who = { ...person('Ignored'), displayName: '  Ada  King Lovelace ' };
    const member = await startOrganization('Analytical Engines', who);
    const account = await readAccount(member);
    expect(account.profile).toEqual({
      firstName: 'Ada',
      lastName: 'King Lovelace',
      email: who.email,
      phone: '',
      jobTitle: '',
      department: 'Compliance',
      company: 'Analytical Engines',
      employeeId: '',
      manager: '',
      timeZone: 'ET',
      language: 'English (US)',
      dateFormat: 'MM/DD/YYYY',
    });
    expect(account.notifications).toEqual(defaults);
    expect(account.version).toBe(1);
    expect(account.joinedAt).toBeInstanceOf(Date);
    expect(account.lastSeenAt).toBeNull();
  });

  it('starts a one-word display name with an empty last name', async () => {
    const member = await startOrganization('Mono', { ...person('X'), displayName: 'Plato' });
    expect((await readAccount(member)).profile).toMatchObject({ firstName: 'Plato', lastName: '' });
  });

  it('falls back to the starting profile when the stored one is not valid', async () => {
    const member = await founder('Broken');
    const db = await getDb();
    await db
      .update(members)
      .set({ profile: { firstName: 42 } })
      .where(eq(members.id, member.id));
    expect((await readAccount(member)).profile).toMatchObject({ email: member.email, company: member.organizationName });
  });
});

describe('saveProfile', () => {
  it('saves the profile, bumps the version and makes the display name follow the name', async () => {
    const member = await founder('Before');
    const saved = profile();
    const version = await saveProfile(member, saved, 1);
    expect(version).toBe(2);

    const account = await readAccount(member);
    expect(account.profile).toEqual(saved);
    expect(account.version).toBe(2);
    await expect(currentMembership(member.subject)).resolves.toMatchObject({ displayName: 'Marie Curie' });
    expect((await listMembers(member))[0]).toMatchObject({ name: 'Marie Curie', version: 2 });
    expect((await listActivity(member, 1, 1)).entries[0]).toMatchObject({
      action: 'account.updated',
      actorName: 'Marie Curie',
      summary: 'Marie Curie updated their profile',
    });

    await expect(saveProfile(member, profile({ jobTitle: 'CISO' }), 2)).resolves.toBe(3);
    expect((await readAccount(member)).profile.jobTitle).toBe('CISO');
  });

  it('refuses a stale version (conflict) and keeps the newer profile', async () => {
    const member = await founder('Racer');
    await saveProfile(member, profile({ firstName: 'Winner' }), 1);
    const error = await refusal(saveProfile(member, profile({ firstName: 'Loser' }), 1));
    expect(error.kind).toBe('conflict');
    expect(error.message).toBe(STALE_MESSAGE);
    expect(await readAccount(member)).toMatchObject({ version: 2, profile: { firstName: 'Winner' } });
  });

  it('lets a viewer save their own profile, and only theirs', async () => {
    const admin = await founder('Admin');
    const viewer = await joinAs(admin, 'viewer');
    await expect(saveProfile(viewer, profile({ firstName: 'Viewing', lastName: 'Person' }), 1)).resolves.toBe(2);
    expect((await readAccount(viewer)).profile.firstName).toBe('Viewing');
    expect(await readAccount(admin)).toMatchObject({ version: 1, profile: { firstName: admin.displayName.split(' ')[0] } });
  });
});

describe('saveNotifications', () => {
  it('saves the toggles and bumps the version shared with the profile', async () => {
    const member = await founder('Toggler');
    const toggles = { ...defaults, assignedTasks: false, weeklyDigest: true };
    await expect(saveNotifications(member, toggles, 1)).resolves.toBe(2);
    expect(await readAccount(member)).toMatchObject({ notifications: toggles, version: 2 });
    expect((await listActivity(member, 1, 1)).entries[0]).toMatchObject({
      summary: `${member.displayName} changed their notification settings`,
    });

    // A profile form read before the toggles changed is stale.
    expect((await refusal(saveProfile(member, profile(), 1))).kind).toBe('conflict');
    expect((await refusal(saveNotifications(member, defaults, 1))).kind).toBe('conflict');
    expect((await readAccount(member)).notifications).toEqual(toggles);
  });

  it('lets a member and a viewer change their own toggles', async () => {
    const admin = await founder('Team lead');
    for (const role of ['member', 'viewer'] as const) {
      const caller = await joinAs(admin, role);
      await expect(saveNotifications(caller, { ...defaults, failingChecks: false }, 1)).resolves.toBe(2);
      expect((await readAccount(caller)).notifications.failingChecks).toBe(false);
    }
    expect((await readAccount(admin)).notifications).toEqual(defaults);
  });
});
