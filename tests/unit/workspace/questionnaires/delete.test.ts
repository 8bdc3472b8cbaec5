/** @jest-environment node */
import { recordHistory } from '@/lib/workspace/activity';
import { STALE_MESSAGE, type Member } from '@/lib/workspace/member';
import { createQuestionnaire, deleteQuestionnaire, listQuestionnaires, readQuestionnaire } from '@/lib/workspace/questionnaires';
import { fileStorage } from '@/lib/storage';
import { organizationStorage } from '@/lib/workspace/storage-quota';
import { founder, joinAs, refusal, UNKNOWN_ID, withThrowAwayDatabase } from '../fixtures';

withThrowAwayDatabase('questionnaire-delete');

const CSV = new TextEncoder().encode('Question,Answer\r\nAre encryption keys rotated?,\r\n');

let admin: Member;
let member: Member;
let viewer: Member;
let outsider: Member;

beforeAll(async () => {
  admin = await founder('Delete Admin', 'Questionnaire Delete Org');
  member = await joinAs(admin, 'member');
  viewer = await joinAs(admin, 'viewer');
  outsider = await founder('Outsider', 'Other Delete Org');
}, 60_000);

const upload = (who: Member, name: string) => createQuestionnaire(who, { name, customer: '' }, { name: 'review.csv', bytes: CSV });
const keyOf = (who: Member, id: string) => `organizations/${who.organizationId}/questionnaires/${id}/original`;

describe('deleteQuestionnaire', () => {
  it('deletes a questionnaire with its questions and file, freeing its storage, with an activity row', async () => {
    const record = await upload(member, 'Wrong file');
    expect((await organizationStorage(admin)).usedBytes).toBe(CSV.byteLength);
    expect(await deleteQuestionnaire(member, { id: record.id, version: record.version })).toEqual({ id: record.id, name: 'Wrong file' });
    expect((await refusal(readQuestionnaire(admin, record.id))).status).toBe(404);
    expect((await listQuestionnaires(admin)).map((each) => each.id)).not.toContain(record.id);
    expect(await fileStorage().get(keyOf(admin, record.id))).toBeNull();
    expect((await organizationStorage(admin)).usedBytes).toBe(0);
    expect((await recordHistory(admin, record.id)).map((entry) => entry.summary)).toContain('Deleted the questionnaire Wrong file');
  });

  it('lets an admin delete one a member uploaded', async () => {
    const record = await upload(member, 'Old review');
    await deleteQuestionnaire(admin, { id: record.id, version: record.version });
    expect((await refusal(readQuestionnaire(member, record.id))).status).toBe(404);
  });

  it("refuses a viewer, another organization's member, an unknown id and a stale version, changing nothing", async () => {
    const record = await upload(admin, 'Kept review');
    const input = { id: record.id, version: record.version };
    expect((await refusal(deleteQuestionnaire(viewer, input))).status).toBe(403);
    expect((await refusal(deleteQuestionnaire(outsider, input))).status).toBe(404);
    expect((await refusal(deleteQuestionnaire(admin, { id: UNKNOWN_ID, version: 1 }))).status).toBe(404);
    expect((await refusal(deleteQuestionnaire(admin, { id: 'not-an-id', version: 1 }))).status).toBe(404);
    expect(await refusal(deleteQuestionnaire(admin, { ...input, version: record.version + 1 }))).toMatchObject({
      status: 409,
      message: STALE_MESSAGE,
    });
    expect(await readQuestionnaire(admin, record.id)).toMatchObject({ name: 'Kept review' });
    expect(await fileStorage().get(keyOf(admin, record.id))).toEqual(CSV);
  });
});
