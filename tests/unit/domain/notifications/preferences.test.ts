import { notificationPreferences, notificationSettings, notificationsFromForm } from '@/lib/domain/notifications/preferences';
import { acceptanceLetter, expiringEvidenceLetter, failingCheckLetter, inDays, POLICIES_NAMED } from '@/lib/domain/notifications/letters';

const defaults = { assignedTasks: true, weeklyDigest: false, overdueReminders: true, failingChecks: true, expiringEvidence: true };

describe('notification preferences', () => {
  it('lists the five letters, each with a title and a description, all on by default but the weekly digest', () => {
    expect(notificationPreferences.map((preference) => preference.title)).toEqual([
      'Assigned tasks',
      'Weekly digest',
      'Overdue reminders',
      'Failing checks',
      'Expiring evidence',
    ]);
    for (const preference of notificationPreferences) expect(preference.description).not.toBe('');
    expect(notificationSettings(undefined)).toEqual(defaults);
  });

  it.each([null, undefined, 'on', 42, true, [], ['weeklyDigest']])('reads %p as the defaults', (stored) => {
    expect(notificationSettings(stored)).toEqual(defaults);
  });

  it('leaves the defaults in place under toggles saved with the earlier names', () => {
    expect(notificationSettings({ email: false, audits: false, policies: false, evidence: false, weekly: true })).toEqual(defaults);
  });

  it('keeps known boolean toggles and ignores anything else', () => {
    expect(
      notificationSettings({ weeklyDigest: true, expiringEvidence: false, failingChecks: 'false', overdueReminders: 0, other: false }),
    ).toEqual({ ...defaults, weeklyDigest: true, expiringEvidence: false });
    const allOff = Object.fromEntries(Object.keys(defaults).map((id) => [id, false]));
    expect(notificationSettings(allOff)).toEqual(allOff);
  });

  it('reads a form: a checkbox sent as "on" is on, anything else or nothing is off', () => {
    const form = new FormData();
    form.set('overdueReminders', 'on');
    form.set('expiringEvidence', 'on');
    form.set('failingChecks', 'yes');
    form.set('weekly', 'on');
    expect(notificationsFromForm(form)).toEqual({
      assignedTasks: false,
      weeklyDigest: false,
      overdueReminders: true,
      failingChecks: false,
      expiringEvidence: true,
    });
    expect(notificationsFromForm(new FormData())).toEqual(Object.fromEntries(Object.keys(defaults).map((id) => [id, false])));
  });
});

describe('notification letters', () => {
  it('says when in days', () => {
    expect([inDays(-1), inDays(0), inDays(1), inDays(14)]).toEqual(['today', 'today', 'tomorrow', 'in 14 days']);
  });

  it('names the failing checks and only the controls the owner owns', () => {
    const failing = [
      { id: 'a', title: 'Reviews required', controls: ['SDL-04', 'SDL-05'] },
      { id: 'b', title: 'MFA on', controls: ['IAM-01'] },
    ];
    const one = failingCheckLetter({
      organizationName: 'Acme',
      providerName: 'GitHub',
      failing: failing.slice(0, 1),
      ownedControls: new Set(['SDL-05']),
      link: 'http://x/l',
    });
    expect(one.subject).toBe('A check failing on a control you own: Reviews required');
    expect(one.body).toContain('- Reviews required (your controls: SDL-05)');
    expect(one.body).toContain('http://x/l');
    const two = failingCheckLetter({
      organizationName: 'Acme',
      providerName: 'GitHub',
      failing,
      ownedControls: new Set(['SDL-04', 'IAM-01']),
      link: 'l',
    });
    expect(two.subject).toBe('2 checks failing on controls you own');
    expect(two.body).toContain('- MFA on (your controls: IAM-01)');
  });

  it('writes the expiry letter with the day and how long is left', () => {
    const letter = expiringEvidenceLetter({
      organizationName: 'Acme',
      evidenceName: 'Pen test',
      expiresOn: '2026-12-01',
      daysLeft: 5,
      link: 'http://x/e',
    });
    expect(letter.subject).toBe('Evidence expires in 5 days: Pen test');
    expect(letter.body).toContain('expires on 2026-12-01 (in 5 days)');
    expect(letter.body).toContain('http://x/e');
  });

  it('asks a person without a login to use one personal link, naming the first policies it lists', () => {
    const access = { policyName: 'Access Policy', versionLabel: 'v2.0' };
    const letter = acceptanceLetter({
      organizationName: 'Acme',
      policies: [access],
      link: 'http://x/accept/t1',
      linkExpiresOn: '2026-12-10',
      first: true,
    });
    expect(letter.subject).toBe('Please read and accept: Access Policy v2.0');
    expect(letter.body).toContain('Acme asks you to read and accept the policy Access Policy v2.0.\n\n- Access Policy v2.0\n');
    expect(letter.body).toContain('Open your personal link to read each one and accept it: http://x/accept/t1');
    expect(letter.body).toContain('until 2026-12-10');
    expect(letter.body).not.toContain('Settings');

    const many = Array.from({ length: POLICIES_NAMED + 3 }, (_, index) => ({ policyName: `Policy ${index + 1}`, versionLabel: 'v1.0' }));
    const reminder = acceptanceLetter({
      organizationName: 'Acme',
      policies: many,
      link: 'http://x/accept/t2',
      linkExpiresOn: '2026-12-10',
      first: false,
    });
    expect(reminder.subject).toBe(`Reminder: please read and accept ${POLICIES_NAMED + 3} policies`);
    expect(reminder.body).toContain(`- Policy ${POLICIES_NAMED} v1.0\n- and 3 more\n`);
    expect(reminder.body).not.toContain(`Policy ${POLICIES_NAMED + 1} `);
    expect(reminder.body.match(/http:\/\/x\/accept\//g)).toHaveLength(1);
  });
});
