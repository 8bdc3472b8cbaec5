/** @jest-environment node */
import { libraryControls } from '@/lib/catalog/controls';
import { listActivity } from '@/lib/workspace/activity';
import {
  archiveEvidence,
  createEvidence,
  editEvidence,
  expiringEvidenceByControl,
  linkEvidenceControl,
  listEvidence,
  listExpiringEvidence,
  readEvidence,
  type EvidenceListQuery,
} from '@/lib/workspace/evidence';
import type { Member } from '@/lib/workspace/member';
import type { EvidenceRecord } from '@/lib/schemas/evidence/records';
import { pdfFile, upload, uploads } from './fixtures';
import { founder, joinAs, refusal, UNKNOWN_ID, withThrowAwayDatabase } from '../fixtures';

withThrowAwayDatabase('evidence-dates');

const NOW = new Date('2026-11-23T09:00:00Z');
const TODAY = '2026-11-23';

const query = (status = ''): EvidenceListQuery => ({ q: '', page: 1, filters: { framework: '', type: '', status } });

const add = async (member: Member, name: string, fields: { collectedOn?: string | null; expiresOn?: string | null } = {}) =>
  createEvidence(
    member,
    { ...upload, name, expiresOn: fields.expiresOn ?? null, collectedOn: fields.collectedOn },
    await uploads(pdfFile(`${name}.pdf`)),
    NOW,
  );

const editOf = (record: EvidenceRecord, patch: { collectedOn?: string; expiresOn?: string | null } = {}) => ({
  id: record.id,
  version: record.version,
  name: record.name,
  description: record.description,
  type: record.type,
  framework: record.framework,
  expiresOn: record.expiresOn,
  ...patch,
});

describe('the day evidence was collected', () => {
  let admin: Member;
  let viewer: Member;
  let other: Member;
  beforeAll(async () => {
    admin = await founder('Collector');
    viewer = await joinAs(admin, 'viewer');
    other = await founder('Stranger');
  });

  it('defaults to the upload day and may be an earlier day, shown as the library’s Date Collected and on the item', async () => {
    const today = await add(admin, 'Uploaded today');
    expect(today.collectedOn).toBe(TODAY);
    const earlier = await add(admin, 'Collected 40 days ago', { collectedOn: '2026-10-14' });
    expect(earlier.collectedOn).toBe('2026-10-14');
    const rows = (await listEvidence(admin, query(), TODAY)).rows;
    expect(rows.map((row) => [row.name, row.dateCollected])).toEqual([
      ['Uploaded today', TODAY],
      ['Collected 40 days ago', '2026-10-14'],
    ]);
    expect((await readEvidence(admin, earlier.id, TODAY)).record.collectedOn).toBe('2026-10-14');
  });

  it('refuses a day in the future, before 2000, or after the expiry day, and stores nothing', async () => {
    const before = (await listEvidence(admin, query(), TODAY)).total;
    expect(await refusal(add(admin, 'Future', { collectedOn: '2026-11-25' }))).toMatchObject({
      kind: 'invalid',
      message: 'The date collected cannot be in the future.',
    });
    expect(await refusal(add(admin, 'Ancient', { collectedOn: '1999-12-31' }))).toMatchObject({
      kind: 'invalid',
      message: 'The date collected cannot be before 2000.',
    });
    expect((await refusal(add(admin, 'Backwards', { collectedOn: '2026-10-14', expiresOn: '2026-10-13' }))).kind).toBe('invalid');
    // The day just begun east of UTC is not the future.
    expect((await add(admin, 'Tomorrow in Auckland', { collectedOn: '2026-11-23' })).collectedOn).toBe(TODAY);
    expect((await listEvidence(admin, query(), TODAY)).total).toBe(before + 1);
  });

  it('is changed by Edit, checked the same way; a stale version, a viewer and another organization are refused', async () => {
    const item = await add(admin, 'Edited log');
    const edited = await editEvidence(admin, editOf(item, { collectedOn: '2026-09-30', expiresOn: '2026-12-31' }), NOW);
    expect(edited).toMatchObject({ collectedOn: '2026-09-30', expiresOn: '2026-12-31', version: item.version + 1 });
    // Left out, the day stays.
    const kept = await editEvidence(admin, { ...editOf(edited), collectedOn: undefined, name: 'Edited log 2' }, NOW);
    expect(kept.collectedOn).toBe('2026-09-30');

    expect((await refusal(editEvidence(admin, editOf(kept, { collectedOn: '2026-12-01' }), NOW))).message).toBe(
      'The date collected cannot be in the future.',
    );
    expect((await refusal(editEvidence(admin, editOf(kept, { collectedOn: '2027-01-05' }), NOW))).kind).toBe('invalid');
    expect((await refusal(editEvidence(admin, editOf(kept, { collectedOn: '2026-10-01', expiresOn: '2026-09-30' }), NOW))).kind).toBe(
      'invalid',
    );
    expect((await refusal(editEvidence(admin, editOf(item, { collectedOn: '2026-10-01' }), NOW))).kind).toBe('conflict');
    expect((await refusal(editEvidence(viewer, editOf(kept, { collectedOn: '2026-10-01' }), NOW))).status).toBe(403);
    expect((await refusal(editEvidence(other, editOf(kept, { collectedOn: '2026-10-01' }), NOW))).status).toBe(404);
    expect((await refusal(editEvidence(other, { ...editOf(kept), id: UNKNOWN_ID }, NOW))).status).toBe(404);
    expect((await readEvidence(admin, kept.id, TODAY)).record).toMatchObject({ collectedOn: '2026-09-30', version: kept.version });
  });

  it('is not the viewer’s to choose on upload', async () => {
    expect((await refusal(add(viewer, 'Viewer upload', { collectedOn: '2026-10-01' }))).status).toBe(403);
  });
});

describe('evidence expiring soon', () => {
  let admin: Member;
  let viewer: Member;
  let other: Member;
  const control = libraryControls[0]!;
  beforeAll(async () => {
    admin = await founder('Expiry Keeper');
    viewer = await joinAs(admin, 'viewer');
    other = await founder('Expiry Stranger');
    await add(admin, 'Never expires');
    await add(admin, 'Expires in 15 days', { expiresOn: '2026-12-08' });
    await add(admin, 'Expires in 14 days', { expiresOn: '2026-12-07', collectedOn: '2026-11-01' });
    const five = await add(admin, 'Expires in 5 days', { expiresOn: '2026-11-28', collectedOn: '2026-10-14' });
    await linkEvidenceControl(admin, { id: five.id, version: five.version, controlId: control.id });
    await add(admin, 'Expires today', { expiresOn: TODAY });
    const archived = await add(admin, 'Archived, expires in 3 days', { expiresOn: '2026-11-26' });
    await archiveEvidence(admin, { id: archived.id, version: archived.version }, NOW);
    // Expired yesterday (seen from today): flagged Expired, not expiring.
    await add(admin, 'Expired yesterday', { expiresOn: '2026-11-23', collectedOn: '2026-11-01' });
    await add(other, 'Someone else’s', { expiresOn: '2026-11-24' });
  });

  it('is flagged on the list with the days left, and the Expiring Soon filter lists only it', async () => {
    const rows = (await listEvidence(admin, query(), TODAY)).rows;
    const flags = Object.fromEntries(rows.map((row) => [row.name, row.expiresSoonIn]));
    expect(flags).toMatchObject({
      'Never expires': null,
      'Expires in 15 days': null,
      'Expires in 14 days': 14,
      'Expires in 5 days': 5,
      'Expires today': 0,
      'Expired yesterday': 0,
    });
    expect((await listEvidence(admin, query(), '2026-11-24')).rows.find((row) => row.name === 'Expired yesterday')).toMatchObject({
      expired: true,
      expiresSoonIn: null,
    });
    // A day later the 15-day item comes into the window and the two due on the 23rd have expired.
    const expiring = (await listEvidence(admin, query('expiring'), '2026-11-24')).rows.map((row) => row.name).sort();
    expect(expiring).toEqual(['Expires in 14 days', 'Expires in 15 days', 'Expires in 5 days']);
    expect((await listEvidence(admin, query('expiring'), TODAY)).rows.map((row) => row.name).sort()).toEqual([
      'Expired yesterday',
      'Expires in 14 days',
      'Expires in 5 days',
      'Expires today',
    ]);
    expect((await listEvidence(admin, query('archived'), TODAY)).rows[0]).toMatchObject({ archived: true, expiresSoonIn: null });
  });

  it('is listed for the dashboard soonest first, limited, with the total; only the organization’s own', async () => {
    const listed = await listExpiringEvidence(viewer, '2026-11-24', 2);
    expect(listed.total).toBe(3);
    expect(listed.items.map((item) => [item.name, item.days, item.expiresOn])).toEqual([
      ['Expires in 5 days', 4, '2026-11-28'],
      ['Expires in 14 days', 13, '2026-12-07'],
    ]);
    const today = await listExpiringEvidence(admin, TODAY, 3);
    expect(today.total).toBe(4);
    expect(today.items.map((item) => item.days)).toEqual([0, 0, 5]);
    expect((await listExpiringEvidence(other, TODAY)).items.map((item) => item.name)).toEqual(['Someone else’s']);
  });

  it('is flagged on the controls it is linked to', async () => {
    expect(await expiringEvidenceByControl(admin, TODAY)).toEqual({
      [control.id]: [expect.objectContaining({ name: 'Expires in 5 days', days: 5 })],
    });
    expect(await expiringEvidenceByControl(admin, '2026-11-29')).toEqual({});
    expect(await expiringEvidenceByControl(other, TODAY)).toEqual({});
  });

  it('is read by viewers; the items read as expiring on their page too', async () => {
    const [five] = (await listExpiringEvidence(viewer, TODAY, 5)).items.filter((item) => item.name === 'Expires in 5 days');
    expect((await readEvidence(viewer, five!.id, TODAY)).expiresSoonIn).toBe(5);
    expect((await readEvidence(viewer, five!.id, '2026-12-01')).expiresSoonIn).toBeNull();
    expect((await refusal(readEvidence(other, five!.id, TODAY))).status).toBe(404);
  });

  it('writes nothing when read', async () => {
    const before = (await listActivity(admin)).total;
    await listExpiringEvidence(admin, TODAY);
    await expiringEvidenceByControl(admin, TODAY);
    expect((await listActivity(admin)).total).toBe(before);
  });
});
