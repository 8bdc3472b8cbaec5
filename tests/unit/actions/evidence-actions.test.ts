/** @jest-environment node */
import { revalidatePath } from 'next/cache';
import { uploadEvidence } from '@/app/manage/evidence/actions';
import { requireMember } from '@/lib/dal';
import { FORBIDDEN_MESSAGE } from '@/lib/domain/permissions';
import { listActivity } from '@/lib/workspace/activity';
import { evidenceStats, listEvidence } from '@/lib/workspace/evidence';
import type { Member } from '@/lib/workspace/member';
import { founder, joinAs, withThrowAwayDatabase } from '../workspace/fixtures';
import { formData } from './form-data';

withThrowAwayDatabase('evidence-actions');

jest.mock('@/lib/dal', () => ({ requireMember: jest.fn() }));
jest.mock('next/cache', () => ({ revalidatePath: jest.fn() }));

let admin: Member;
let member: Member;

beforeAll(async () => {
  admin = await founder('Evidence Owner');
  member = await joinAs(admin, 'member');
});

beforeEach(() => {
  jest.mocked(requireMember).mockReset();
  jest.mocked(requireMember).mockResolvedValue(member);
  jest.mocked(revalidatePath).mockClear();
});

const mb = 1024 * 1024;

function form(fields: Record<string, string>, files: File[]): FormData {
  const data = formData(fields);
  for (const file of files) data.append('files', file);
  return data;
}

const fields = { name: 'Firewall rules', framework: 'soc2', type: 'screenshot', description: 'Q4 export' };

describe('uploadEvidence (server side)', () => {
  it('checks the session before anything else', async () => {
    jest.mocked(requireMember).mockRejectedValueOnce(new Error('NEXT_REDIRECT'));
    await expect(uploadEvidence({ status: 'idle' }, form(fields, [new File(['a'], 'a.pdf')]))).rejects.toThrow('NEXT_REDIRECT');
  });

  it('refuses a viewer and stores nothing', async () => {
    const viewer = await joinAs(admin, 'viewer');
    jest.mocked(requireMember).mockResolvedValueOnce(viewer);
    const before = (await evidenceStats(admin)).total;
    const state = await uploadEvidence({ status: 'idle' }, form(fields, [new File(['a'], 'a.pdf')]));
    expect(state).toEqual({ status: 'error', fieldErrors: {}, formError: FORBIDDEN_MESSAGE });
    expect((await evidenceStats(admin)).total).toBe(before);
    expect(revalidatePath).not.toHaveBeenCalled();
  });

  it('stores the item pending review with the files it received, and answers it as the library lists it', async () => {
    const state = await uploadEvidence({ status: 'idle' }, form(fields, [new File(['a'.repeat(2048)], 'rules.png'), new File(['b'], 'notes.pdf')]));
    expect(state.status).toBe('success');
    if (state.status !== 'success') return;
    expect(state.record).toMatchObject({ name: 'Firewall rules', framework: 'soc2', type: 'screenshot', status: 'pending', description: 'Q4 export' });
    expect(state.record.files).toEqual([{ name: 'rules.png', size: 2048 }, { name: 'notes.pdf', size: 1 }]);
    expect(state.record.dateCollected).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(state.message).toContain('Evidence "Firewall rules" added (2 files');
    expect(state.message).toContain('not stored yet');
    const stored = await listEvidence(admin);
    expect(stored.find((item) => item.id === state.record.id)).toMatchObject({ name: 'Firewall rules', status: 'pending', collectedOn: state.record.dateCollected, files: state.record.files });
    expect((await listActivity(admin)).entries[0]).toMatchObject({ recordType: 'evidence', summary: 'Added the evidence Firewall rules for review', actorName: member.displayName });
    expect(revalidatePath).toHaveBeenCalledWith('/manage/evidence');
  });

  it('refuses a file over 10MB and a wrong type, naming each file', async () => {
    const big = new File([new Uint8Array(10 * mb + 1)], 'too-big.pdf');
    const wrong = new File(['x'], 'payload.exe');
    const state = await uploadEvidence({ status: 'idle' }, form(fields, [big, wrong]));
    expect(state.status).toBe('error');
    if (state.status !== 'error') return;
    expect(state.fieldErrors.files).toContain('"too-big.pdf"');
    expect(state.fieldErrors.files).toContain('"payload.exe" is not an accepted file type');
  });

  it('answers field messages for missing fields and no file, and stores nothing', async () => {
    const before = (await evidenceStats(admin)).total;
    const state = await uploadEvidence({ status: 'idle' }, form({ name: '', framework: 'nope' }, []));
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
    const state = await uploadEvidence({ status: 'idle' }, form(fields, [new File([], '')]));
    expect(state.status === 'error' && state.fieldErrors.files).toBe('Choose at least one file to upload.');
  });
});
