/** @jest-environment node */
import { revalidatePath } from 'next/cache';
import {
  archiveEvidenceAction,
  editEvidenceAction,
  failEvidenceAction,
  linkControlAction,
  replaceEvidence,
  restoreEvidenceAction,
  retryEvidence,
  unlinkControlAction,
  uploadEvidence,
  verifyEvidenceAction,
} from '@/app/manage/evidence/actions';
import { requireMember } from '@/lib/dal';
import { FORBIDDEN_MESSAGE } from '@/lib/domain/permissions';
import type { Evidence } from '@/lib/schemas/evidence/records';
import type { FormAction } from '@/lib/schemas/form-state';
import { recordHistory } from '@/lib/workspace/activity';
import { evidenceStats, listEvidence, readEvidence, readEvidenceFile } from '@/lib/workspace/evidence';
import { STALE_MESSAGE, type Member } from '@/lib/workspace/member';
import { pdfFile, pngFile, sha256 } from '../workspace/evidence/fixtures';
import { founder, joinAs, withThrowAwayDatabase } from '../workspace/fixtures';
import { formData } from './form-data';

withThrowAwayDatabase('evidence-actions');

jest.mock('@/lib/dal', () => ({ requireMember: jest.fn() }));
jest.mock('next/cache', () => ({ revalidatePath: jest.fn(), revalidateTag: jest.fn() }));

let admin: Member;
let member: Member;
let viewer: Member;

beforeAll(async () => {
  admin = await founder('Evidence Owner');
  member = await joinAs(admin, 'member');
  viewer = await joinAs(admin, 'viewer');
});

beforeEach(() => {
  jest.mocked(requireMember).mockReset();
  jest.mocked(requireMember).mockResolvedValue(member);
  jest.mocked(revalidatePath).mockClear();
});

const mb = 1024 * 1024;
const idle = { status: 'idle' } as const;

function form(fields: Record<string, string>, files: File[] = []): FormData {
  const data = formData(fields);
  for (const file of files) data.append('files', file);
  return data;
}

const fields = { name: 'Firewall rules', framework: 'soc2', type: 'screenshot', description: 'Q4 export' };

/** Uploads an item through the action and answers it. */
async function uploaded(name = 'Item'): Promise<Evidence> {
  const state = await uploadEvidence(idle, form({ ...fields, name }, [pdfFile('item.pdf', name)]));
  if (state.status !== 'success') throw new Error(`The upload was refused: ${JSON.stringify(state)}`);
  return state.record;
}

const target = (item: Pick<Evidence, 'id' | 'version'>) => ({ id: item.id, version: String(item.version) });

describe('uploadEvidence (server side)', () => {
  it('checks the session before anything else', async () => {
    jest.mocked(requireMember).mockRejectedValueOnce(new Error('NEXT_REDIRECT'));
    await expect(uploadEvidence(idle, form(fields, [pdfFile('a.pdf')]))).rejects.toThrow('NEXT_REDIRECT');
  });

  it('refuses a viewer and stores nothing', async () => {
    jest.mocked(requireMember).mockResolvedValueOnce(viewer);
    const before = (await evidenceStats(admin)).total;
    const state = await uploadEvidence(idle, form(fields, [pdfFile('a.pdf')]));
    expect(state).toEqual({ status: 'error', fieldErrors: {}, formError: FORBIDDEN_MESSAGE });
    expect((await evidenceStats(admin)).total).toBe(before);
    expect(revalidatePath).not.toHaveBeenCalled();
  });

  it('stores the files it received, pending review, and says they are stored', async () => {
    const bytes = '%PDF-1.4\n% notes\n';
    const state = await uploadEvidence(idle, form(fields, [pngFile('rules.png'), new File([bytes], 'notes.pdf')]));
    expect(state.status).toBe('success');
    if (state.status !== 'success') return;
    expect(state.record).toMatchObject({
      name: 'Firewall rules',
      framework: 'soc2',
      type: 'screenshot',
      status: 'pending',
      description: 'Q4 export',
      expiresOn: null,
    });
    expect(state.message).toBe(`Evidence "Firewall rules" added (2 files, 0.0 MB) and is now pending review.`);
    expect(state.message).not.toContain('not stored');
    const detail = await readEvidence(admin, state.record.id);
    // One revision's files are listed by name.
    expect(detail.files.map((file) => file.name)).toEqual(['notes.pdf', 'rules.png']);
    const notes = detail.files.find((file) => file.name === 'notes.pdf')!;
    expect(sha256((await readEvidenceFile(admin, state.record.id, notes.id)).bytes)).toBe(sha256(bytes));
    expect((await recordHistory(admin, state.record.id))[0]).toMatchObject({
      recordType: 'evidence',
      action: 'evidence.created',
      summary: 'Added the evidence Firewall rules for review',
      actorName: member.displayName,
    });
    expect(revalidatePath).toHaveBeenCalledWith('/manage/evidence');
  });

  it('keeps an optional expiry date, and refuses one that is not a real date', async () => {
    const kept = await uploadEvidence(idle, form({ ...fields, expiresOn: '2099-12-31' }, [pdfFile('a.pdf')]));
    expect(kept.status === 'success' && kept.record.expiresOn).toBe('2099-12-31');
    const refused = await uploadEvidence(idle, form({ ...fields, expiresOn: '2099-02-30' }, [pdfFile('a.pdf')]));
    expect(refused.status === 'error' && refused.fieldErrors.expiresOn).toBe('The expiry date is not a real date.');
  });

  it('refuses a file over 10MB and a wrong type, naming each file', async () => {
    const big = new File([new Uint8Array(10 * mb + 1)], 'too-big.pdf');
    const wrong = new File(['x'], 'payload.exe');
    const state = await uploadEvidence(idle, form(fields, [big, wrong]));
    expect(state.status).toBe('error');
    if (state.status !== 'error') return;
    expect(state.fieldErrors.files).toContain('"too-big.pdf"');
    expect(state.fieldErrors.files).toContain('"payload.exe" is not an accepted file type');
  });

  it('refuses a renamed program and a file whose contents do not match its extension, storing nothing', async () => {
    const before = (await evidenceStats(admin)).total;
    const program = new File([new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03])], 'invoice.pdf');
    const fake = new File(['just text'], 'photo.png');
    const state = await uploadEvidence(idle, form(fields, [program, fake]));
    expect(state.status).toBe('error');
    if (state.status !== 'error') return;
    expect(state.fieldErrors.files).toContain('"invoice.pdf" is a program, not a PDF file: programs cannot be uploaded.');
    expect(state.fieldErrors.files).toContain('"photo.png" is not a PNG image');
    expect((await evidenceStats(admin)).total).toBe(before);
    expect(revalidatePath).not.toHaveBeenCalled();
  });

  it('answers field messages for missing fields and no file, and stores nothing', async () => {
    const before = (await evidenceStats(admin)).total;
    const state = await uploadEvidence(idle, form({ name: '', framework: 'nope' }));
    expect((await evidenceStats(admin)).total).toBe(before);
    expect(revalidatePath).not.toHaveBeenCalled();
    expect(state).toEqual({
      status: 'error',
      fieldErrors: {
        name: 'Enter the evidence name.',
        framework: 'Choose a framework.',
        type: 'Choose an evidence type.',
        files: 'Choose at least one file to upload.',
      },
    });
  });

  it('ignores the empty file part a browser sends when no file is chosen', async () => {
    const state = await uploadEvidence(idle, form(fields, [new File([], '')]));
    expect(state.status === 'error' && state.fieldErrors.files).toBe('Choose at least one file to upload.');
  });
});

describe('review actions (server side)', () => {
  it('refuses the uploader their own verification while someone else can verify it, with the reason', async () => {
    const item = await uploaded('Mine to check');
    expect(await verifyEvidenceAction(idle, formData(target(item)))).toEqual({
      status: 'error',
      fieldErrors: {},
      formError: 'You uploaded these files: another member of your team must verify them.',
    });
    expect((await readEvidence(admin, item.id)).record.status).toBe('pending');
  });

  it('verifies (a second person), and refuses a stale version with the stale message', async () => {
    const item = await uploaded('Verify me');
    jest.mocked(requireMember).mockResolvedValue(admin);
    const state = await verifyEvidenceAction(idle, formData(target(item)));
    expect(state.status === 'success' && state.record).toMatchObject({ status: 'verified', version: item.version + 1 });
    expect(revalidatePath).toHaveBeenCalledWith(`/manage/evidence/${item.id}`);
    expect(await verifyEvidenceAction(idle, formData(target(item)))).toEqual({
      status: 'error',
      fieldErrors: {},
      formError: STALE_MESSAGE,
    });
  });

  it('fails with a required reason', async () => {
    const item = await uploaded('Fail me');
    const missing = await failEvidenceAction(idle, formData({ ...target(item), reason: ' ' }));
    expect(missing.status === 'error' && missing.fieldErrors.reason).toBe('Enter the reason the evidence failed.');
    const state = await failEvidenceAction(idle, formData({ ...target(item), reason: 'Page 2 is missing.' }));
    expect(state.status).toBe('success');
    expect((await readEvidence(admin, item.id)).record).toMatchObject({ status: 'failed', failureReason: 'Page 2 is missing.' });
  });

  it('retries a failed item and replaces a verified one with new files as the next revision', async () => {
    const item = await uploaded('Revise me');
    const failed = await failEvidenceAction(idle, formData({ ...target(item), reason: 'Blurry.' }));
    if (failed.status !== 'success') throw new Error('not failed');
    const retried = await retryEvidence(idle, form(target(failed.record), [pngFile('sharp.png')]));
    expect(retried.status === 'success' && retried.message).toBe(
      'Revision 2 of "Revise me" uploaded; the evidence is pending review again.',
    );
    if (retried.status !== 'success') return;
    jest.mocked(requireMember).mockResolvedValue(admin);
    const verified = await verifyEvidenceAction(idle, formData(target(retried.record)));
    if (verified.status !== 'success') throw new Error('not verified');
    jest.mocked(requireMember).mockResolvedValue(member);
    const replaced = await replaceEvidence(idle, form(target(verified.record), [pdfFile('v3.pdf')]));
    expect(replaced.status === 'success' && replaced.record.status).toBe('pending');
    expect((await readEvidence(admin, item.id)).files.map((file) => [file.revision, file.name])).toEqual([
      [3, 'v3.pdf'],
      [2, 'sharp.png'],
      [1, 'item.pdf'],
    ]);
    const refused = await replaceEvidence(idle, form(target(item), [new File(['MZ'], 'x.png')]));
    expect(refused.status === 'error' && refused.fieldErrors.files).toContain('"x.png" is a program');
  });

  it('edits, archives and restores', async () => {
    const item = await uploaded('Edit me');
    const edited = await editEvidenceAction(
      idle,
      formData({ ...target(item), name: 'Edited', framework: 'gdpr', type: 'document', description: '', expiresOn: '' }),
    );
    expect(edited.status === 'success' && edited.record).toMatchObject({ name: 'Edited', framework: 'gdpr', expiresOn: null });
    if (edited.status !== 'success') return;
    const archived = await archiveEvidenceAction(idle, formData(target(edited.record)));
    expect(archived.status === 'success' && archived.record.archived).toBe(true);
    if (archived.status !== 'success') return;
    expect((await listEvidence(admin)).rows.some((row) => row.id === item.id)).toBe(false);
    const restored = await restoreEvidenceAction(idle, formData(target(archived.record)));
    expect(restored.status === 'success' && restored.record.archived).toBe(false);
  });

  it('links and unlinks a control, refusing one the library does not have', async () => {
    const item = await uploaded('Link me');
    const linked = await linkControlAction(idle, formData({ ...target(item), controlId: 'BCP-04' }));
    expect(linked.status).toBe('success');
    if (linked.status !== 'success') return;
    expect((await readEvidence(admin, item.id)).controls.map((control) => control.id)).toEqual(['BCP-04']);
    const unknown = await linkControlAction(idle, formData({ ...target(linked.record), controlId: 'NOPE-1' }));
    expect(unknown).toEqual({ status: 'error', fieldErrors: {}, formError: 'Choose a control of the library.' });
    const unlinked = await unlinkControlAction(idle, formData({ ...target(linked.record), controlId: 'BCP-04' }));
    expect(unlinked.status).toBe('success');
    expect((await readEvidence(admin, item.id)).controls).toEqual([]);
  });

  it('refuses every change to a viewer with the role message, and changes nothing', async () => {
    const item = await uploaded('Viewer cannot');
    jest.mocked(revalidatePath).mockClear();
    jest.mocked(requireMember).mockResolvedValue(viewer);
    const writes: [FormAction<Evidence>, FormData][] = [
      [verifyEvidenceAction, formData(target(item))],
      [failEvidenceAction, formData({ ...target(item), reason: 'No' })],
      [editEvidenceAction, formData({ ...target(item), name: 'X', framework: 'soc2', type: 'document' })],
      [archiveEvidenceAction, formData(target(item))],
      [restoreEvidenceAction, formData(target(item))],
      [retryEvidence, form(target(item), [pdfFile('r.pdf')])],
      [replaceEvidence, form(target(item), [pdfFile('r.pdf')])],
      [linkControlAction, formData({ ...target(item), controlId: 'AC-03' })],
      [unlinkControlAction, formData({ ...target(item), controlId: 'AC-03' })],
    ];
    for (const [action, data] of writes)
      expect(await action(idle, data)).toEqual({ status: 'error', fieldErrors: {}, formError: FORBIDDEN_MESSAGE });
    expect((await readEvidence(admin, item.id)).record.version).toBe(item.version);
    expect(revalidatePath).not.toHaveBeenCalled();
  });

  it('answers an item of another organization as not found', async () => {
    const item = await uploaded('Not yours');
    jest.mocked(requireMember).mockResolvedValue(await founder('Outsider'));
    const state = await verifyEvidenceAction(idle, formData(target(item)));
    expect(state.status === 'error' && state.formError).toMatch(/was not found in your organization/);
  });
});
