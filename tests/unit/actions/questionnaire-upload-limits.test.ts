/** @jest-environment node */
import { revalidatePath } from 'next/cache';
import { uploadQuestionnaireAction } from '@/app/manage/questionnaires/actions';
import { requireMember } from '@/lib/dal';
import { fileStorage } from '@/lib/storage';
import { createQuestionnaire, exportQuestionnaire, listQuestionnaires } from '@/lib/workspace/questionnaires';
import { fixtureBytes } from '../questionnaires/workbook/fixture';
import { lyingPartsBomb, zerosBomb } from '../questionnaires/workbook/bomb-workbooks';
import { founder, refusal, withThrowAwayDatabase } from '../workspace/fixtures';
import { formData } from './form-data';

withThrowAwayDatabase('questionnaire-upload-limits');

jest.mock('@/lib/dal', () => ({ requireMember: jest.fn() }));
jest.mock('next/cache', () => ({ revalidatePath: jest.fn(), revalidateTag: jest.fn() }));

const idle = { status: 'idle' } as const;

function uploadForm(bytes: Uint8Array): FormData {
  const form = formData({ name: 'Northwind review', customer: 'Northwind' });
  form.append('file', new File([bytes as Uint8Array<ArrayBuffer>], 'northwind.xlsx'));
  return form;
}

describe('uploading a questionnaire workbook that unpacks too far', () => {
  it('answers with the limit it passed, stores nothing and revalidates nothing', async () => {
    const admin = await founder('Questionnaire Upload Limits');
    jest.mocked(requireMember).mockImplementation(async () => admin);

    expect(await uploadQuestionnaireAction(idle, uploadForm(await zerosBomb(2 * 1024 ** 3)))).toEqual({
      status: 'error',
      fieldErrors: {},
      formError: 'The file unpacks to more than 100 times its compressed size.',
    });
    expect(await uploadQuestionnaireAction(idle, uploadForm(await lyingPartsBomb()))).toEqual({
      status: 'error',
      fieldErrors: {},
      formError: 'The file unpacks to more than 100 MB.',
    });
    expect(revalidatePath).not.toHaveBeenCalled();
    expect(await listQuestionnaires(admin)).toEqual([]);
  });
});

describe('exporting a stored workbook that unpacks too far', () => {
  it('answers with the limit it passes, as a refusal rather than a fault', async () => {
    const owner = await founder('Questionnaire Export Limits');
    const record = await createQuestionnaire(
      owner,
      { name: 'Stored earlier', customer: '' },
      { name: 'q.xlsx', bytes: fixtureBytes('xlsx') },
    );
    // A file stored before the limits held: its original is replaced under the same key.
    const key = `organizations/${owner.organizationId}/questionnaires/${record.id}/original`;
    await fileStorage().put(key, await zerosBomb(300 * 1024 ** 2), 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const error = await refusal(exportQuestionnaire(owner, record.id, 'workbook'));
    expect([error.kind, error.message]).toEqual(['invalid', 'The file unpacks to more than 100 times its compressed size.']);
  });
});
