/** @jest-environment node */
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import AuditPage from '@/app/manage/audits/[id]/page';
import { ToastProvider } from '@/components/ui/toast';
import { requireMember } from '@/lib/dal';
import { dayOf } from '@/lib/domain/calendar-days';
import { scheduleAudit } from '@/lib/workspace/audits';
import { cancelAudit, editAudit, rescheduleAudit } from '@/lib/workspace/audits';
import type { Member } from '@/lib/workspace/member';
import { founder, joinAs, UNKNOWN_ID, withThrowAwayDatabase } from '../workspace/fixtures';

withThrowAwayDatabase('audit-page');

jest.mock('@/lib/dal', () => ({ requireMember: jest.fn() }));
jest.mock('next/cache', () => ({ revalidatePath: jest.fn(), revalidateTag: jest.fn() }));
jest.mock('next/navigation', () => ({
  notFound: () => {
    throw new Error('NEXT_NOT_FOUND');
  },
  useRouter: () => ({ refresh: jest.fn() }),
}));

const DAY = 24 * 60 * 60 * 1000;
const dayFromToday = (days: number) => dayOf(new Date(Date.now() + days * DAY));

/** The page of audit `id` for `member`, as the text a person reads (tags dropped). */
async function page(member: Member, id: string) {
  jest.mocked(requireMember).mockResolvedValue(member);
  const element = (await AuditPage({ params: Promise.resolve({ id }) })) as ReactElement;
  const html = renderToStaticMarkup(<ToastProvider>{element}</ToastProvider>);
  return html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
}

let admin: Member;
beforeAll(async () => {
  admin = await founder('Page Admin');
});

const schedule = (name: string, startIn: number) =>
  scheduleAudit(admin, {
    name,
    type: 'external',
    framework: 'hipaa',
    auditor: 'KPMG',
    startDate: dayFromToday(startIn),
    endDate: dayFromToday(startIn + 4),
    description: 'Security rule safeguards.',
  });

describe('/manage/audits/[id]', () => {
  it('shows the fields, the days remaining, the history and the changes an editor can make', async () => {
    const audit = await schedule('HIPAA Security Rule Audit', 30);
    await rescheduleAudit(admin, {
      id: audit.id,
      version: 1,
      startDate: dayFromToday(40),
      endDate: dayFromToday(44),
      note: 'Auditor availability.',
    });
    const text = await page(admin, audit.id);
    expect(text).toContain('HIPAA Security Rule Audit');
    expect(text).toContain('External audit · HIPAA · KPMG');
    expect(text).toContain(`Dates ${dayFromToday(40)} – ${dayFromToday(44)}`);
    expect(text).toContain('Time to start 40 days remaining');
    expect(text).toContain('Security rule safeguards.');
    expect(text).toContain('Note: Auditor availability.');
    expect(text).toContain('Scheduled the audit HIPAA Security Rule Audit');
    for (const label of ['Edit', 'Reschedule', 'Cancel Audit']) expect(text).toContain(` ${label} `);
  });

  it('shows a cancelled audit with its reason and no way to change it, and no days remaining', async () => {
    const audit = await schedule('Vendor Audit', 10);
    await cancelAudit(admin, { id: audit.id, version: 1, reason: 'Vendor replaced.' });
    const text = await page(admin, audit.id);
    expect(text).toContain('Status Cancelled');
    expect(text).toContain('Reason for cancelling Vendor replaced.');
    expect(text).not.toContain('Time to start');
    expect(text).not.toMatch(/ (Edit|Reschedule|Cancel Audit) /);
  });

  it('offers a completed audit its download, and a viewer no change', async () => {
    const audit = await schedule('Finished Audit', -20);
    await editAudit(admin, {
      id: audit.id,
      version: 1,
      name: audit.name,
      type: audit.type,
      framework: audit.framework,
      auditor: audit.auditor,
      startDate: audit.startOn,
      endDate: audit.endOn,
      description: '',
      status: 'completed',
      result: 'Pass',
    });
    const viewer = await joinAs(admin, 'viewer');
    const text = await page(viewer, audit.id);
    expect(text).toContain('Result Pass');
    expect(text).toContain(' Download ');
    expect(text).not.toMatch(/ (Edit|Reschedule|Cancel Audit) /);
    expect(text).toContain('status Scheduled → Completed; result Pending → Pass');
  });

  it('answers 404 for an unknown id and another organization’s audit', async () => {
    const audit = await schedule('Private', 5);
    const stranger = await founder('Stranger');
    await expect(page(stranger, audit.id)).rejects.toThrow('NEXT_NOT_FOUND');
    await expect(page(admin, UNKNOWN_ID)).rejects.toThrow('NEXT_NOT_FOUND');
    await expect(page(admin, 'not-an-id')).rejects.toThrow('NEXT_NOT_FOUND');
  });
});
