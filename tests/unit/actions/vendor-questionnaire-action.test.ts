/** @jest-environment node */
import { answerQuestionnaireAction } from '@/app/(public)/vendor-questionnaire/[token]/actions';
import { vendorQuestionnaire } from '@/lib/catalog/vendor-questionnaire';
import { answerField, commentField } from '@/lib/domain/vendors/questionnaire';
import { questionnaireLinkMessages } from '@/lib/domain/vendors/rules';
import { WorkspaceError } from '@/lib/workspace/member';
import { answerQuestionnaire } from '@/lib/workspace/vendors';

jest.mock('next/headers', () => ({ headers: async () => new Headers() }));
jest.mock('@/lib/workspace/vendors', () => ({ answerQuestionnaire: jest.fn() }));

const answer = jest.mocked(answerQuestionnaire);
const idle = { status: 'idle' } as const;
const TOKEN = 'a'.repeat(43);

function filledForm(): FormData {
  const form = new FormData();
  form.set('respondent', 'Dana Vendor');
  for (const question of vendorQuestionnaire) form.set(answerField(question.id), 'yes');
  form.set(commentField('backups'), 'Restored in March.');
  return form;
}

beforeEach(() => answer.mockReset());

describe('answerQuestionnaireAction', () => {
  it.each([[42], [null], [{ token: 'x' }], ['x'.repeat(201)]])('answers %p as no link, before any lookup', async (token) => {
    expect(await answerQuestionnaireAction(token, idle, filledForm())).toEqual({
      status: 'error',
      fieldErrors: {},
      formError: questionnaireLinkMessages['not-found'],
    });
    expect(answer).not.toHaveBeenCalled();
  });

  it('answers a form with a question left out with its field message, storing nothing', async () => {
    const form = filledForm();
    form.delete(answerField('mfa'));
    const state = await answerQuestionnaireAction(TOKEN, idle, form);
    expect(state).toMatchObject({ status: 'error', fieldErrors: { [answerField('mfa')]: 'Answer yes, no or partly.' } });
    expect(answer).not.toHaveBeenCalled();
  });

  it('stores the answers through the link and thanks the vendor', async () => {
    answer.mockResolvedValue({ vendorName: 'Acme Hosting' });
    const state = await answerQuestionnaireAction(TOKEN, idle, filledForm());
    expect(state).toEqual({
      status: 'success',
      record: { vendorName: 'Acme Hosting' },
      message: 'Thank you: the answers of Acme Hosting are recorded.',
    });
    const [token, response] = answer.mock.calls[0]!;
    expect(token).toBe(TOKEN);
    expect(response.respondent).toBe('Dana Vendor');
    expect(response.answers).toHaveLength(vendorQuestionnaire.length);
    expect(response.answers.find((row) => row.questionId === 'backups')?.comment).toBe('Restored in March.');
  });

  it('says why a used link is refused', async () => {
    answer.mockRejectedValue(new WorkspaceError('invalid', questionnaireLinkMessages.used));
    expect(await answerQuestionnaireAction(TOKEN, idle, filledForm())).toEqual({
      status: 'error',
      fieldErrors: {},
      formError: questionnaireLinkMessages.used,
    });
  });

  it('refuses a client after 20 attempts in 15 minutes', async () => {
    answer.mockResolvedValue({ vendorName: 'Acme Hosting' });
    const states = [];
    for (let attempt = 0; attempt < 22; attempt += 1) states.push(await answerQuestionnaireAction(TOKEN, idle, filledForm()));
    const refused = states.filter((state) => state.status === 'error');
    expect(refused.length).toBeGreaterThan(0);
    expect(refused[0]).toMatchObject({ formError: expect.stringMatching(/questionnaire answers/) });
  });
});
