/** @jest-environment node */
import { getDb } from '@/lib/db/client';
import { audits } from '@/lib/db/schema';
import { PAGE_SIZE, readListQuery, type UrlQuery } from '@/lib/domain/list-query';
import { auditFilterChoices, type AuditSchedule } from '@/lib/schemas/audits/records';
import {
  auditHistory,
  auditStats,
  getAudit,
  listActiveAudits,
  listAudits,
  listUpcomingAudits,
  scheduleAudit,
} from '@/lib/workspace/audits';
import { cancelAudit, editAudit } from '@/lib/workspace/audits';
import { founder, joinAs, refusal, UNKNOWN_ID, withThrowAwayDatabase } from '../fixtures';

withThrowAwayDatabase('audits-list');

const TODAY = '2026-11-23';

const input = (overrides: Partial<AuditSchedule> = {}): AuditSchedule => ({
  name: 'Audit',
  type: 'external',
  framework: 'soc2',
  auditor: 'Deloitte & Touche',
  startDate: '2027-01-10',
  endDate: '2027-01-20',
  description: '',
  ...overrides,
});

const query = (url: UrlQuery) => readListQuery(url, auditFilterChoices);
const names = async (...args: Parameters<typeof listAudits>) => (await listAudits(...args)).rows.map((row) => row.name);

describe('listAudits', () => {
  it('searches every word in the name, auditor or description, and filters by status and type', async () => {
    const admin = await founder('Searcher');
    await scheduleAudit(admin, input({ name: 'SOC 2 Type II Annual Audit', startDate: '2027-03-01', endDate: '2027-03-02' }));
    await scheduleAudit(
      admin,
      input({
        name: 'ISO Surveillance',
        type: 'certification',
        framework: 'iso27001',
        auditor: 'BSI Group',
        startDate: '2027-02-01',
        endDate: '2027-02-02',
      }),
    );
    await scheduleAudit(
      admin,
      input({
        name: 'Access Review',
        type: 'internal',
        auditor: 'Internal team',
        description: 'Quarterly 100% sample of PHI access',
        startDate: '2027-01-01',
        endDate: '2027-01-02',
      }),
    );
    const cancelled = await scheduleAudit(
      admin,
      input({ name: 'Vendor Audit', type: 'internal', auditor: 'Internal team', startDate: '2026-12-01', endDate: '2026-12-02' }),
    );
    await cancelAudit(admin, { id: cancelled.id, version: cancelled.version, reason: 'Vendor replaced.' });

    expect(await names(admin)).toEqual(['SOC 2 Type II Annual Audit', 'ISO Surveillance', 'Access Review', 'Vendor Audit']);
    expect(await names(admin, query({ q: 'bsi' }))).toEqual(['ISO Surveillance']);
    expect(await names(admin, query({ q: 'internal phi' }))).toEqual(['Access Review']);
    expect(await names(admin, query({ q: 'quarterly' }))).toEqual(['Access Review']);
    // % is the text itself, not a wildcard.
    expect(await names(admin, query({ q: '100%' }))).toEqual(['Access Review']);
    expect(await names(admin, query({ q: '%' }))).toEqual(['Access Review']);
    expect(await names(admin, query({ type: 'internal' }))).toEqual(['Access Review', 'Vendor Audit']);
    expect(await names(admin, query({ status: 'cancelled' }))).toEqual(['Vendor Audit']);
    expect(await names(admin, query({ status: 'scheduled', type: 'internal' }))).toEqual(['Access Review']);
    // A status the list does not know reads as all.
    expect(await names(admin, query({ status: 'archived' }))).toHaveLength(4);
    expect(await listAudits(admin, query({ q: 'nothing like this' }))).toEqual({ rows: [], total: 0, page: 1, pageCount: 1 });
  });

  it('loads one page of the latest starts at a time and keeps a page past the end to the last one', async () => {
    const admin = await founder('Pager');
    const total = PAGE_SIZE + 5;
    await (await getDb()).insert(audits).values(
      Array.from({ length: total }, (_, index) => ({
        organizationId: admin.organizationId,
        name: `Audit ${String(index + 1).padStart(2, '0')}`,
        type: 'internal' as const,
        framework: 'soc2',
        auditor: 'Team',
        startOn: `2027-01-${String(index + 1).padStart(2, '0')}`,
        endOn: '2027-02-28',
        status: 'scheduled' as const,
        result: 'Pending' as const,
      })),
    );
    const first = await listAudits(admin, query({}));
    expect(first).toMatchObject({ total, page: 1, pageCount: 2 });
    expect(first.rows).toHaveLength(PAGE_SIZE);
    expect(first.rows[0]?.name).toBe(`Audit ${total}`);
    const second = await listAudits(admin, query({ page: '2' }));
    expect(second.rows.map((row) => row.name)).toEqual(['Audit 05', 'Audit 04', 'Audit 03', 'Audit 02', 'Audit 01']);
    expect((await listAudits(admin, query({ page: '9' }))).page).toBe(2);
    // Filters count before paging.
    expect(await listAudits(admin, query({ q: 'Audit 2', page: '2' }))).toMatchObject({ total: 8, page: 1, pageCount: 1 });
    expect(await names(admin, query({ q: 'audit 1' }))).toEqual([
      'Audit 21',
      'Audit 19',
      'Audit 18',
      'Audit 17',
      'Audit 16',
      'Audit 15',
      'Audit 14',
      'Audit 13',
      'Audit 12',
      'Audit 11',
      'Audit 10',
      'Audit 01',
    ]);
  });
});

describe('listUpcomingAudits and the figures', () => {
  it('lists scheduled and preparing audits from today on, soonest first; cancelled ones count nowhere', async () => {
    const admin = await founder('Upcoming');
    await scheduleAudit(admin, input({ name: 'Later', startDate: '2027-03-01', endDate: '2027-03-02' }));
    await scheduleAudit(admin, input({ name: 'Sooner', startDate: '2026-12-03', endDate: '2026-12-04' }));
    await scheduleAudit(admin, input({ name: 'Started', startDate: '2026-11-20', endDate: '2026-11-30' }));
    const dropped = await scheduleAudit(admin, input({ name: 'Dropped', startDate: '2026-11-25', endDate: '2026-11-26' }));
    expect((await listUpcomingAudits(admin, TODAY)).map((row) => row.name)).toEqual(['Dropped', 'Sooner', 'Later']);
    expect(await auditStats(admin, TODAY)).toMatchObject({ upcoming: 3, daysToNextAudit: 2, total: 4 });

    await cancelAudit(admin, { id: dropped.id, version: dropped.version, reason: 'Auditor unavailable.' });
    expect((await listUpcomingAudits(admin, TODAY)).map((row) => row.name)).toEqual(['Sooner', 'Later']);
    expect(await auditStats(admin, TODAY)).toEqual({ upcoming: 2, inProgress: 0, completed: 0, daysToNextAudit: 10, total: 4 });
    expect((await listUpcomingAudits(admin, TODAY, 1)).map((row) => row.name)).toEqual(['Sooner']);
  });

  it('counts in the Upcoming figure exactly the audits the grid lists: one starting today or later, not one whose day has passed', async () => {
    const admin = await founder('Past dates');
    await scheduleAudit(admin, input({ name: 'Past', startDate: '2026-11-01', endDate: '2026-11-05' }));
    expect(await listUpcomingAudits(admin, TODAY)).toEqual([]);
    expect(await auditStats(admin, TODAY)).toMatchObject({ upcoming: 0, daysToNextAudit: null, total: 1 });

    await scheduleAudit(admin, input({ name: 'Today', startDate: TODAY, endDate: '2026-11-24' }));
    await scheduleAudit(admin, input({ name: 'Future', startDate: '2026-12-23', endDate: '2026-12-24' }));
    const listed = await listUpcomingAudits(admin, TODAY);
    expect(listed.map((row) => row.name)).toEqual(['Today', 'Future']);
    expect(await auditStats(admin, TODAY)).toMatchObject({ upcoming: listed.length, daysToNextAudit: 0, total: 3 });
  });
});

describe('listActiveAudits', () => {
  it('lists every audit ahead or under way, earliest first, and neither completed nor cancelled ones', async () => {
    const admin = await founder('Active');
    const running = await scheduleAudit(admin, input({ name: 'Running', startDate: '2026-11-01', endDate: '2026-12-01' }));
    await editAudit(admin, {
      ...input({ name: 'Running', startDate: '2026-11-01', endDate: '2026-12-01' }),
      id: running.id,
      version: 1,
      status: 'in-progress',
      result: 'Pending',
    });
    const done = await scheduleAudit(admin, input({ name: 'Done', startDate: '2026-10-01', endDate: '2026-10-02' }));
    await editAudit(admin, {
      ...input({ name: 'Done', startDate: '2026-10-01', endDate: '2026-10-02' }),
      id: done.id,
      version: 1,
      status: 'completed',
      result: 'Pass',
    });
    const dropped = await scheduleAudit(admin, input({ name: 'Dropped', startDate: '2026-12-01', endDate: '2026-12-02' }));
    await cancelAudit(admin, { id: dropped.id, version: 1, reason: 'Merged.' });
    await scheduleAudit(admin, input({ name: 'Past start', startDate: '2026-09-01', endDate: '2026-09-02' }));
    await scheduleAudit(admin, input({ name: 'Ahead', startDate: '2027-02-01', endDate: '2027-02-02' }));
    expect((await listActiveAudits(admin)).map((row) => [row.name, row.status])).toEqual([
      ['Past start', 'scheduled'],
      ['Running', 'in-progress'],
      ['Ahead', 'scheduled'],
    ]);
    expect(await listActiveAudits(await founder('Other'))).toEqual([]);
  });
});

describe('getAudit and auditHistory', () => {
  it('reads an audit of the organization with its history; another organization’s id is not found', async () => {
    const admin = await founder('Reader');
    const viewer = await joinAs(admin, 'viewer');
    const created = await scheduleAudit(admin, input({ name: 'Readable' }));
    expect(await getAudit(viewer, created.id)).toEqual(created);
    expect((await auditHistory(viewer, created.id)).map((entry) => entry.summary)).toEqual(['Scheduled the audit Readable for 2027-01-10']);

    const stranger = await founder('Stranger');
    for (const id of [created.id, UNKNOWN_ID, 'not-a-uuid']) {
      expect(await refusal(getAudit(stranger, id))).toMatchObject({ kind: 'not-found', status: 404 });
    }
    expect(await auditHistory(stranger, created.id)).toEqual([]);
  });
});
