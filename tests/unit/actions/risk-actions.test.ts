/** @jest-environment node */
import { revalidatePath } from 'next/cache';
import {
  acceptRiskAction,
  addLibraryRiskAction,
  addRiskAction,
  editRiskAction,
  linkRiskControlAction,
  saveRiskScaleAction,
} from '@/app/manage/risks/actions';
import { requireMember } from '@/lib/dal';
import { FORBIDDEN_MESSAGE } from '@/lib/domain/permissions';
import { ACCEPTANCE_NEEDS_ADMIN } from '@/lib/domain/risks/rules';
import type { Risk } from '@/lib/schemas/risks/records';
import { RESIDUAL_ABOVE_INHERENT_MESSAGE } from '@/lib/schemas/risks/forms';
import { STALE_MESSAGE, type Member } from '@/lib/workspace/member';
import { listRisks, riskScale } from '@/lib/workspace/risks';
import { founder, joinAs, withThrowAwayDatabase } from '../workspace/fixtures';
import { formData } from './form-data';

withThrowAwayDatabase('risk-actions');

jest.mock('@/lib/dal', () => ({ requireMember: jest.fn() }));
jest.mock('next/cache', () => ({ revalidatePath: jest.fn(), revalidateTag: jest.fn() }));

let admin: Member;
const idle = { status: 'idle' } as const;
const valid = () => ({
  title: 'Office flood',
  description: '',
  category: 'physical',
  ownerId: admin.id,
  inherentLikelihood: '2',
  inherentImpact: '4',
  residualLikelihood: '1',
  residualImpact: '4',
  treatment: 'transfer',
  plan: 'Insurance',
  nextReviewOn: '2030-01-31',
});

beforeAll(async () => {
  admin = await founder('Risk Writer');
});

beforeEach(() => {
  jest.mocked(requireMember).mockReset();
  jest.mocked(requireMember).mockImplementation(async () => admin);
  jest.mocked(revalidatePath).mockReset();
});

describe('the risk actions', () => {
  it('refuses a viewer before reading the form', async () => {
    jest.mocked(requireMember).mockResolvedValueOnce(await joinAs(admin, 'viewer'));
    await expect(addRiskAction(idle, formData(valid()))).resolves.toEqual({
      status: 'error',
      fieldErrors: {},
      formError: FORBIDDEN_MESSAGE,
    });
    expect(revalidatePath).not.toHaveBeenCalled();
  });

  it('answers the schema’s messages for a bad form and stores nothing', async () => {
    const answer = await addRiskAction(idle, formData({ ...valid(), title: '', residualLikelihood: '5', inherentImpact: '9' }));
    expect(answer).toMatchObject({
      status: 'error',
      fieldErrors: { title: 'Enter the title.', inherentImpact: 'Choose the inherent impact (1 to 5).' },
    });
    const above = await addRiskAction(idle, formData({ ...valid(), residualLikelihood: '5' }));
    expect(above).toMatchObject({ status: 'error', fieldErrors: { residualLikelihood: RESIDUAL_ABOVE_INHERENT_MESSAGE } });
    expect(await addLibraryRiskAction(idle, formData({ libraryId: 'RL-404' }))).toMatchObject({
      status: 'error',
      formError: expect.stringContaining('not found'),
    });
    expect((await listRisks(admin)).total).toBe(0);
  });

  it('adds, edits, links and accepts, answering refusals as messages and refreshing the pages', async () => {
    const added = await addRiskAction(idle, formData(valid()));
    expect(added).toMatchObject({ status: 'success', message: 'The risk Office flood was added.' });
    const risk = (added as { record: Risk }).record;
    expect(revalidatePath).toHaveBeenCalledWith(`/manage/risks/${risk.id}`);
    const edit = { ...valid(), id: risk.id, version: String(risk.version), residualImpact: '3' };
    expect(await editRiskAction(idle, formData(edit))).toMatchObject({ status: 'success' });
    expect(await editRiskAction(idle, formData(edit))).toEqual({ status: 'error', fieldErrors: {}, formError: STALE_MESSAGE });
    expect(await linkRiskControlAction(idle, formData({ id: risk.id, controlId: 'AC-05' }))).toMatchObject({ status: 'success' });
    expect(await linkRiskControlAction(idle, formData({ id: risk.id, controlId: 'AC-05' }))).toMatchObject({ status: 'error' });
    const member = await joinAs(admin, 'member');
    const acceptance = { id: risk.id, version: '2', approverId: member.id, expiresOn: '2099-01-01' };
    expect(await acceptRiskAction(idle, formData(acceptance))).toEqual({
      status: 'error',
      fieldErrors: {},
      formError: ACCEPTANCE_NEEDS_ADMIN,
    });
    jest.mocked(requireMember).mockResolvedValueOnce(member);
    expect(await acceptRiskAction(idle, formData(acceptance))).toEqual({ status: 'error', fieldErrors: {}, formError: FORBIDDEN_MESSAGE });
  });

  it('saves scale labels for an admin and answers a duplicate label with its message', async () => {
    const { version } = await riskScale(admin);
    const labels = { likelihood1: 'Rare', likelihood2: 'Rare', likelihood3: 'C', likelihood4: 'D', likelihood5: 'E' };
    const impact = { impact1: 'a', impact2: 'b', impact3: 'c', impact4: 'd', impact5: 'e' };
    const refused = await saveRiskScaleAction(idle, formData({ version: String(version), ...labels, ...impact }));
    expect(refused).toMatchObject({
      status: 'error',
      fieldErrors: { likelihood: 'Each likelihood label must be different from the others.' },
    });
    const saved = await saveRiskScaleAction(idle, formData({ version: String(version), ...labels, likelihood2: 'B', ...impact }));
    expect(saved).toMatchObject({ status: 'success', message: 'The risk scale labels were saved.' });
    expect((await riskScale(admin)).labels.likelihood).toEqual(['Rare', 'B', 'C', 'D', 'E']);
  });
});
