/** @jest-environment node */
import { revalidatePath } from 'next/cache';
import { recordOutsideCourseAction, submitQuizAction } from '@/app/manage/training/actions';
import { lessonById } from '@/lib/catalog/training';
import { requireMember } from '@/lib/dal';
import { dayOf } from '@/lib/domain/calendar-days';
import { FORBIDDEN_MESSAGE } from '@/lib/domain/permissions';
import { answerField, type QuizOutcome } from '@/lib/schemas/training/records';
import type { Member } from '@/lib/workspace/member';
import { createPerson } from '@/lib/workspace/people';
import { personTraining } from '@/lib/workspace/training';
import { pdfFile } from '../workspace/evidence/fixtures';
import { founder, joinAs, withThrowAwayDatabase } from '../workspace/fixtures';
import { formData } from './form-data';

withThrowAwayDatabase('training-actions');

jest.mock('@/lib/dal', () => ({ requireMember: jest.fn() }));
jest.mock('next/cache', () => ({ revalidatePath: jest.fn(), revalidateTag: jest.fn() }));

const idle = { status: 'idle' } as const;
const phishing = lessonById('phishing')!;
const answersWith = (pick: (index: number, answer: string) => string) =>
  Object.fromEntries(phishing.questions.map((question, index) => [answerField(question.id), pick(index, question.answer)]));

let admin: Member;

beforeAll(async () => {
  admin = await founder('Course Taker');
});

beforeEach(() => {
  jest.mocked(requireMember).mockReset();
  jest.mocked(requireMember).mockImplementation(async () => admin);
  jest.mocked(revalidatePath).mockReset();
});

describe('submitQuizAction', () => {
  it('answers a fail with the explanation of each wrong answer, then a pass, and refreshes the screens', async () => {
    const failed = await submitQuizAction(
      idle,
      formData({ lessonId: 'phishing', ...answersWith((index, answer) => (index < 2 ? 'x' : answer)) }),
    );
    expect(failed).toMatchObject({ status: 'success', message: 'You scored 50%. 80% passes: try again.' });
    expect((failed as { record: QuizOutcome }).record.mistakes.map((mistake) => mistake.explanation)).toEqual([
      phishing.questions[0]!.explanation,
      phishing.questions[1]!.explanation,
    ]);
    const passed = await submitQuizAction(idle, formData({ lessonId: 'phishing', ...answersWith((_index, answer) => answer) }));
    expect(passed).toMatchObject({ status: 'success', message: 'You passed Spotting phishing with 100%.' });
    expect(revalidatePath).toHaveBeenCalledWith('/manage/training');
    expect(revalidatePath).toHaveBeenCalledWith('/manage/training/phishing');
  });

  it('lets a viewer submit for themselves', async () => {
    jest.mocked(requireMember).mockResolvedValueOnce(await joinAs(admin, 'viewer'));
    await expect(
      submitQuizAction(idle, formData({ lessonId: 'phishing', ...answersWith((_index, answer) => answer) })),
    ).resolves.toMatchObject({
      status: 'success',
    });
  });

  it('answers a reload message without a lesson and not found for an unknown one', async () => {
    await expect(submitQuizAction(idle, formData({}))).resolves.toEqual({
      status: 'error',
      fieldErrors: {},
      formError: 'Reload the lesson and try again.',
    });
    await expect(submitQuizAction(idle, formData({ lessonId: 'nope' }))).resolves.toMatchObject({
      status: 'error',
      formError: expect.stringMatching(/lesson/i),
    });
  });
});

describe('recordOutsideCourseAction', () => {
  const course = (personId: string, file?: File) => {
    const data = formData({ personId, courseName: 'Privacy Essentials', completedOn: dayOf(new Date()) });
    if (file) data.append('certificate', file);
    return data;
  };

  it('records the course with its certificate', async () => {
    const person = await createPerson(admin, {
      name: 'Pat Outside',
      email: 'pat@example.com',
      department: '',
      managerId: null,
      startDate: '2024-01-01',
    });
    const answer = await recordOutsideCourseAction(idle, course(person.id, pdfFile('cert.pdf')));
    expect(answer).toMatchObject({
      status: 'success',
      message: 'Privacy Essentials was recorded; its certificate waits for review in Evidence.',
    });
    expect((await personTraining(admin, person.id)).status).toBe('complete');
    expect(revalidatePath).toHaveBeenCalledWith(`/manage/people/${person.id}`);
  });

  it('asks for exactly one certificate file', async () => {
    const person = await createPerson(admin, {
      name: 'No File',
      email: 'nofile@example.com',
      department: '',
      managerId: null,
      startDate: '2024-01-01',
    });
    await expect(recordOutsideCourseAction(idle, course(person.id))).resolves.toMatchObject({
      status: 'error',
      fieldErrors: { certificate: 'Choose at least one file to upload.' },
    });
    const two = course(person.id, pdfFile('one.pdf'));
    two.append('certificate', pdfFile('two.pdf'));
    await expect(recordOutsideCourseAction(idle, two)).resolves.toMatchObject({
      status: 'error',
      fieldErrors: { certificate: 'Choose one certificate file.' },
    });
    expect((await personTraining(admin, person.id)).completions).toEqual([]);
  });

  it('refuses a viewer before reading the form', async () => {
    jest.mocked(requireMember).mockResolvedValueOnce(await joinAs(admin, 'viewer'));
    await expect(recordOutsideCourseAction(idle, course('anything', pdfFile('cert.pdf')))).resolves.toEqual({
      status: 'error',
      fieldErrors: {},
      formError: FORBIDDEN_MESSAGE,
    });
  });
});
