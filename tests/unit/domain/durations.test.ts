import { describeDaysRemaining } from '@/lib/domain/audits/display';
import { DAY_MS } from '@/lib/domain/calendar-days';
import { checklistStanding } from '@/lib/domain/checklists/rules';
import { expiresInLabel } from '@/lib/domain/evidence/expiry';
import { inDays } from '@/lib/domain/notifications/letters';
import { agoText, daysAgoText, daysText, dueOnDayText, dueText, durationText, HOUR_MS, MINUTE_MS } from '@/lib/domain/durations';
import { timeAgo } from '@/lib/domain/relative-time';
import { overdueTasksLetter } from '@/lib/domain/notifications/task-letters';
import { taskDueText, taskOf } from '@/lib/domain/tasks/rules';
import { documentStanding, documentStandingText, reviewStanding, reviewStandingText } from '@/lib/domain/vendors/rules';

const SECOND = 1000;

describe('durationText', () => {
  it.each([
    [0, 'less than a minute'],
    [59 * SECOND, 'less than a minute'],
    [MINUTE_MS, '1 minute'],
    [MINUTE_MS + 59 * SECOND, '1 minute'],
    [2 * MINUTE_MS, '2 minutes'],
    [59 * MINUTE_MS, '59 minutes'],
    [HOUR_MS - 1, '59 minutes'],
    [HOUR_MS, '1 hour'],
    [HOUR_MS + 59 * MINUTE_MS, '1 hour'],
    [2 * HOUR_MS, '2 hours'],
    [12 * HOUR_MS, '12 hours'],
    [23 * HOUR_MS, '23 hours'],
    [DAY_MS - 1, '23 hours'],
    [24 * HOUR_MS, '1 day'],
    [47 * HOUR_MS, '1 day'],
    [48 * HOUR_MS - 1, '1 day'],
    [48 * HOUR_MS, '2 days'],
    [73 * HOUR_MS, '3 days'],
    [30 * DAY_MS, '30 days'],
    [400 * DAY_MS, '400 days'],
  ])('says %p ms as "%s"', (ms, text) => {
    expect(durationText(ms)).toBe(text);
    expect(durationText(-ms)).toBe(text);
  });

  it('counts calendar days as days', () => {
    expect(daysText(1)).toBe('1 day');
    expect(daysText(14)).toBe('14 days');
    expect(daysText(-3)).toBe('3 days');
    expect(daysAgoText(1)).toBe('1 day ago');
  });
});

describe('dueText', () => {
  it.each([
    [59 * MINUTE_MS, 'Due in 59 minutes'],
    [HOUR_MS, 'Due in 1 hour'],
    [23 * HOUR_MS, 'Due in 23 hours'],
    [24 * HOUR_MS, 'Due in 1 day'],
    [47 * HOUR_MS, 'Due in 1 day'],
    [48 * HOUR_MS, 'Due in 2 days'],
    [0, 'Due in less than a minute'],
    [-1, 'Overdue by less than a minute'],
    [-59 * MINUTE_MS, 'Overdue by 59 minutes'],
    [-HOUR_MS, 'Overdue by 1 hour'],
    [-12 * HOUR_MS, 'Overdue by 12 hours'],
    [-13 * HOUR_MS, 'Overdue by 13 hours'],
    [-23 * HOUR_MS, 'Overdue by 23 hours'],
    [-24 * HOUR_MS, 'Overdue by 1 day'],
    [-47 * HOUR_MS, 'Overdue by 1 day'],
    [-48 * HOUR_MS, 'Overdue by 2 days'],
  ])('says %p ms left as "%s"', (ms, text) => expect(dueText(ms)).toBe(text));

  it.each([
    [0, 'Due today'],
    [1, 'Due in 1 day'],
    [14, 'Due in 14 days'],
    [-1, 'Overdue by 1 day'],
    [-10, 'Overdue by 10 days'],
  ])('says a due day %p days away as "%s"', (days, text) => expect(dueOnDayText(days)).toBe(text));
});

describe('agoText', () => {
  it.each([
    [-5 * MINUTE_MS, 'Just now'],
    [0, 'Just now'],
    [59 * SECOND, 'Just now'],
    [MINUTE_MS, '1 minute ago'],
    [59 * MINUTE_MS, '59 minutes ago'],
    [HOUR_MS, '1 hour ago'],
    [23 * HOUR_MS, '23 hours ago'],
    [24 * HOUR_MS, 'Yesterday'],
    [47 * HOUR_MS, 'Yesterday'],
    [48 * HOUR_MS, '2 days ago'],
  ])('says %p ms since as "%s"', (ms, text) => expect(agoText(ms)).toBe(text));
});

describe('every duration wording goes through the one helper', () => {
  const due = new Date('2026-11-27T00:00:00Z');
  const late = new Date(due.getTime() + 12 * HOUR_MS);
  const checklistTask = taskOf(
    { kind: 'checklist', recordId: 'c1', title: 'Onboard Ada', detail: '', href: '/manage/people/p1', dueOn: '2026-11-26', dueAt: due },
    '2026-11-27',
  );

  it('says an overdue checklist alike on its page, on My tasks and in the letter written an hour later', () => {
    expect(checklistStanding({ dueAt: due, finishedAt: null }, late).label).toBe('Overdue by 12 hours');
    expect(taskDueText(checklistTask, late)).toBe('Overdue by 12 hours');
    const hourLater = new Date(late.getTime() + HOUR_MS);
    const letter = overdueTasksLetter({ organizationName: 'Acme', tasks: [checklistTask], now: hourLater, link: 'https://x.example' });
    expect(letter.body).toContain('- Onboard Ada (Overdue by 13 hours)');
  });

  it('says ages, review and document days and audit starts with the same units', () => {
    const now = new Date('2026-11-27T12:00:00Z');
    expect(timeAgo(new Date(now.getTime() - 23 * HOUR_MS), now)).toBe(agoText(23 * HOUR_MS));
    expect(reviewStandingText(reviewStanding('2026-11-20', '2026-11-27'))).toBe(dueOnDayText(-7));
    expect(documentStandingText(documentStanding('2026-11-20', '2026-11-27'), '2026-11-20')).toBe(`Expired ${daysAgoText(7)}`);
    expect(describeDaysRemaining(-2)).toBe(`Started ${daysAgoText(2)}`);
    expect(expiresInLabel(5)).toBe(`Expires in ${daysText(5)}`);
    expect(inDays(5)).toBe(`in ${daysText(5)}`);
  });
});
