/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { revalidatePath } from 'next/cache';
import {
  changeColumnsAction,
  saveAnswerAction,
  suggestAnswersAction,
  uploadQuestionnaireAction,
} from '@/app/manage/questionnaires/actions';
import { requireMember } from '@/lib/dal';
import { FORBIDDEN_MESSAGE } from '@/lib/domain/permissions';
import { WORKBOOK_MESSAGES } from '@/lib/questionnaires/workbook';
import type { QuestionnaireRecord } from '@/lib/schemas/questionnaires/records';
import { STALE_MESSAGE, type Member } from '@/lib/workspace/member';
import { ONE_FILE_MESSAGE, pageQuestions } from '@/lib/workspace/questionnaires';
import { founder, joinAs, withThrowAwayDatabase } from '../workspace/fixtures';
import { formData } from './form-data';

withThrowAwayDatabase('questionnaire-actions');

jest.mock('@/lib/dal', () => ({ requireMember: jest.fn() }));
jest.mock('next/cache', () => ({ revalidatePath: jest.fn(), revalidateTag: jest.fn() }));

const FIXTURE = readFileSync(path.join(process.cwd(), 'tests/fixtures/questionnaires/security-questionnaire.xlsx'));
const idle = { status: 'idle' } as const;
let admin: Member;

function uploadForm(file?: File): FormData {
  const form = formData({ name: 'Northwind review', customer: 'Northwind' });
  form.append('file', file ?? new File([], '', { type: 'application/octet-stream' }));
  return form;
}

beforeAll(async () => {
  admin = await founder('Questionnaire Actions');
});

beforeEach(() => {
  jest.mocked(requireMember).mockReset();
  jest.mocked(requireMember).mockImplementation(async () => admin);
  jest.mocked(revalidatePath).mockReset();
});

describe('the questionnaire actions', () => {
  it('refuses a viewer before reading the form', async () => {
    jest.mocked(requireMember).mockResolvedValueOnce(await joinAs(admin, 'viewer'));
    const file = new File([FIXTURE], 'q.xlsx');
    expect(await uploadQuestionnaireAction(idle, uploadForm(file))).toEqual({
      status: 'error',
      fieldErrors: {},
      formError: FORBIDDEN_MESSAGE,
    });
    expect(revalidatePath).not.toHaveBeenCalled();
  });

  it('answers a missing file and an unreadable one with a clear message', async () => {
    expect(await uploadQuestionnaireAction(idle, uploadForm())).toMatchObject({ status: 'error', fieldErrors: { file: ONE_FILE_MESSAGE } });
    const legacy = new File([new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0])], 'old.xls');
    expect(await uploadQuestionnaireAction(idle, uploadForm(legacy))).toEqual({
      status: 'error',
      fieldErrors: {},
      formError: WORKBOOK_MESSAGES['legacy-xls'],
    });
  });

  it('imports, reads other columns, suggests and approves', async () => {
    const uploaded = await uploadQuestionnaireAction(idle, uploadForm(new File([FIXTURE], 'security-questionnaire.xlsx')));
    expect(uploaded).toMatchObject({ status: 'success', message: 'Northwind review was imported: 60 questions found.' });
    const record = (uploaded as { record: QuestionnaireRecord }).record;
    expect(revalidatePath).toHaveBeenCalledWith('/manage/questionnaires');

    const columns = {
      id: record.id,
      version: String(record.version),
      sheet: 'Security Questionnaire',
      headerRow: '3',
      questionColumn: '2',
      answerColumn: '4',
      yesNoColumn: '',
    };
    const changed = await changeColumnsAction(idle, formData(columns));
    expect(changed).toMatchObject({ status: 'success', record: { yesNoColumn: null, version: record.version + 1 } });
    expect(await changeColumnsAction(idle, formData(columns))).toMatchObject({ status: 'error', formError: STALE_MESSAGE });

    const suggested = await suggestAnswersAction(idle, formData({ id: record.id, version: String(record.version + 1) }));
    expect(suggested).toMatchObject({ status: 'success', message: 'Answers were suggested from your records.' });

    const [first] = (await pageQuestions(admin, record.id, '', 1)).rows;
    const answer = { id: first!.id, version: String(first!.version), questionnaireId: record.id, intent: 'approve' };
    expect(await saveAnswerAction(idle, formData({ ...answer, answer: '  ' }))).toMatchObject({
      fieldErrors: { answer: 'Enter the answer.' },
    });
    expect(await saveAnswerAction(idle, formData({ ...answer, answer: 'Yes. AES-256.' }))).toMatchObject({
      status: 'success',
      message: 'The answer was approved and added to the answer library.',
      record: { answer: 'Yes. AES-256.', kind: 'yes' },
    });
    expect(revalidatePath).toHaveBeenCalledWith('/manage/questionnaires/library');
  });
});
