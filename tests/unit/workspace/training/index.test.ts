/** @jest-environment node */
import { and, eq } from 'drizzle-orm';
import { lessonById, type Lesson } from '@/lib/catalog/training';
import { getDb } from '@/lib/db/client';
import { activity, evidence, people, trainingCompletions } from '@/lib/db/schema';
import { addDays, dayOf } from '@/lib/domain/calendar-days';
import { PAGE_SIZE } from '@/lib/domain/list-query';
import { FORBIDDEN_MESSAGE } from '@/lib/domain/permissions';
import { unknownQuestionMessage } from '@/lib/domain/training/rules';
import { COMPLETED_IN_FUTURE } from '@/lib/schemas/training/records';
import { addFrameworks } from '@/lib/workspace/frameworks';
import type { Member } from '@/lib/workspace/member';
import { createPerson } from '@/lib/workspace/people';
import {
  NO_PERSON_MESSAGE,
  organizationLessons,
  ownTraining,
  pageOfTraining,
  personTraining,
  recordOutsideCourse,
  submitQuiz,
  trainingOverview,
} from '@/lib/workspace/training';
import { pdfFile, uploads } from '../evidence/fixtures';
import { founder, joinAs, refusal, UNKNOWN_ID, withThrowAwayDatabase } from '../fixtures';

withThrowAwayDatabase('workspace-training');

const today = dayOf(new Date());
const GENERAL = ['phishing', 'passwords-mfa', 'data-handling', 'incident-reporting', 'device-security'];

const lesson = (id: string): Lesson => lessonById(id)!;
const rightAnswers = (id: string) => Object.fromEntries(lesson(id).questions.map((question) => [question.id, question.answer]));
/** Every answer right but the first two: below 80% on every lesson of 4 or 5 questions. */
const failingAnswers = (id: string) => {
  const answers = rightAnswers(id);
  const [first, second] = lesson(id).questions;
  answers[first!.id] = 'zz';
  delete answers[second!.id];
  return answers;
};

async function ownPersonId(member: Member): Promise<string> {
  const db = await getDb();
  const [row] = await db.select({ id: people.id }).from(people).where(eq(people.memberId, member.id));
  return row!.id;
}

async function certificate() {
  const [file] = await uploads(pdfFile('certificate.pdf', 'course certificate'));
  return file!;
}

describe('submitQuiz', () => {
  let admin: Member;
  beforeAll(async () => {
    admin = await founder('Trainer');
  });

  it('stores a failed attempt with the wrong answers explained, and a pass after it', async () => {
    const failed = await submitQuiz(admin, 'phishing', failingAnswers('phishing'));
    expect(failed.completion).toMatchObject({ lessonId: 'phishing', score: 50, passed: false });
    expect(failed.mistakes.map((mistake) => mistake.explanation)).toEqual(
      lesson('phishing')
        .questions.slice(0, 2)
        .map((question) => question.explanation),
    );
    const passed = await submitQuiz(admin, 'phishing', rightAnswers('phishing'));
    expect(passed).toMatchObject({ completion: { score: 100, passed: true }, mistakes: [] });

    const personId = await ownPersonId(admin);
    const training = await personTraining(admin, personId, today);
    expect(training.completions.map((completion) => completion.passed)).toEqual([true, false]);
    expect(training.assigned.find((item) => item.id === 'phishing')?.passed).toBe(true);
    expect(training).toMatchObject({ status: 'due', dueDate: addDays(today, 30), passedLessons: ['phishing'] });

    const db = await getDb();
    const rows = await db
      .select({ action: activity.action, summary: activity.summary })
      .from(activity)
      .where(and(eq(activity.organizationId, admin.organizationId), eq(activity.recordId, personId)));
    expect(rows.map((row) => row.action).sort()).toEqual(['training.failed', 'training.passed']);
    expect(rows.map((row) => row.summary)).toContain('Passed the lesson Spotting phishing with 100%');
  });

  it('refuses answers to unknown questions and stores nothing', async () => {
    const member = await founder('Unknown questions');
    const error = await refusal(submitQuiz(member, 'phishing', { ...rightAnswers('phishing'), forged: 'a' }));
    expect(error).toMatchObject({ kind: 'invalid', message: unknownQuestionMessage(['forged']) });
    const db = await getDb();
    expect(await db.select().from(trainingCompletions).where(eq(trainingCompletions.organizationId, member.organizationId))).toEqual([]);
  });

  it('answers not found for a lesson that does not exist', async () => {
    expect(await refusal(submitQuiz(admin, 'no-such-lesson', {}))).toMatchObject({ kind: 'not-found' });
  });

  it('refuses a member who has no person in People', async () => {
    const member = await founder('Nobody');
    const db = await getDb();
    await db.delete(people).where(eq(people.memberId, member.id));
    expect(await refusal(submitQuiz(member, 'phishing', rightAnswers('phishing')))).toMatchObject({
      kind: 'forbidden',
      message: NO_PERSON_MESSAGE,
    });
    expect(await ownTraining(member, today)).toBeNull();
  });

  it('lets a viewer take the course for themselves', async () => {
    const viewer = await joinAs(admin, 'viewer');
    const outcome = await submitQuiz(viewer, 'passwords-mfa', rightAnswers('passwords-mfa'));
    expect(outcome.completion).toMatchObject({ passed: true, personId: await ownPersonId(viewer) });
    expect((await ownTraining(viewer, today))?.passedLessons).toEqual(['passwords-mfa']);
  });
});

describe('the HIPAA module', () => {
  it('is assigned and may be taken only once the organization follows HIPAA', async () => {
    const admin = await founder('Clinic');
    expect((await organizationLessons(admin)).map((item) => item.id)).toEqual(GENERAL);
    expect(await refusal(submitQuiz(admin, 'hipaa', rightAnswers('hipaa')))).toMatchObject({ kind: 'not-found' });

    await addFrameworks(admin, ['hipaa']);
    expect((await organizationLessons(admin)).map((item) => item.id)).toEqual([...GENERAL, 'hipaa']);
    await expect(submitQuiz(admin, 'hipaa', rightAnswers('hipaa'))).resolves.toMatchObject({ completion: { passed: true } });
    const own = await ownTraining(admin, today);
    expect(own?.assigned.map((item) => item.id)).toContain('hipaa');
  });
});

describe('status over time', () => {
  it('is complete with every lesson passed, then overdue once the passes are older than a year', async () => {
    const admin = await founder('Yearly');
    const longAgo = new Date(Date.now() - 400 * 24 * 60 * 60 * 1000);
    for (const id of GENERAL) await submitQuiz(admin, id, rightAnswers(id), longAgo);
    const personId = await ownPersonId(admin);
    const passDay = dayOf(longAgo);

    expect(await personTraining(admin, personId, addDays(passDay, 10))).toMatchObject({
      status: 'complete',
      dueDate: addDays(passDay, 365),
    });
    expect(await personTraining(admin, personId, today)).toMatchObject({
      status: 'overdue',
      dueDate: addDays(passDay, 365),
      passedLessons: [],
    });
  });
});

describe('trainingOverview', () => {
  it('lists everyone employed with their status and due date, leaving out those who left', async () => {
    const admin = await founder('Overview');
    const late = await createPerson(admin, {
      name: 'Aaron Late',
      email: 'late@example.com',
      department: 'Ops',
      managerId: null,
      startDate: '2024-01-01',
    });
    await createPerson(admin, { name: 'Zed Gone', email: 'gone@example.com', department: '', managerId: null, startDate: '2024-01-01' });
    const db = await getDb();
    await db.update(people).set({ endDate: '2024-06-01' }).where(eq(people.email, 'gone@example.com'));
    for (const id of GENERAL) await submitQuiz(admin, id, rightAnswers(id));

    const rows = await trainingOverview(admin, today);
    expect(rows.map((row) => [row.name, row.status, row.dueDate])).toEqual([
      ['Aaron Late', 'overdue', '2024-01-31'],
      [admin.displayName, 'complete', addDays(today, 365)],
    ]);
    expect(rows[0]).toMatchObject({ personId: late.id, department: 'Ops', passedLessons: [] });
  });

  it('shows a new pass on the next read', async () => {
    const admin = await founder('Kept read');
    expect((await trainingOverview(admin, today))[0]?.status).toBe('due');
    for (const id of GENERAL) await submitQuiz(admin, id, rightAnswers(id));
    expect((await trainingOverview(admin, today))[0]?.status).toBe('complete');
  });

  it('shows nothing of another organization', async () => {
    const admin = await founder('Apart');
    const other = await founder('Other');
    await submitQuiz(other, 'phishing', rightAnswers('phishing'));
    expect((await trainingOverview(admin, today)).map((row) => row.name)).toEqual([admin.displayName]);
  });
});

describe('pageOfTraining', () => {
  /** One page and three more people, all past their 30 days; the founder, due, sorts after them by name. */
  const NAMES = Array.from({ length: PAGE_SIZE + 3 }, (_, index) => `Aa Learner ${String(index + 1).padStart(2, '0')}`);
  let admin: Member;

  beforeAll(async () => {
    admin = await founder('Zoe Paged', 'Paged Training');
    const other = await founder('Aa Other Organization');
    // Written out of order: the list is by name whatever the order of writing.
    for (const name of [...NAMES].reverse()) {
      await createPerson(admin, {
        name,
        email: `${name.replace(/ /g, '.')}@example.com`,
        department: '',
        managerId: null,
        startDate: '2024-01-01',
      });
    }
    await createPerson(other, {
      name: 'Aa Foreign',
      email: 'foreign@example.com',
      department: '',
      managerId: null,
      startDate: '2024-01-01',
    });
    for (const id of GENERAL) await submitQuiz(admin, id, rightAnswers(id));
  });

  it('gives everyone employed by name a page at a time, with the figures of every page', async () => {
    const first = await pageOfTraining(admin, 1, today);
    const second = await pageOfTraining(admin, 2, today);
    expect([...first.rows, ...second.rows].map((row) => row.name)).toEqual([...NAMES, admin.displayName]);
    expect(first.rows).toHaveLength(PAGE_SIZE);
    expect(first).toMatchObject({ total: NAMES.length + 1, page: 1, pageCount: 2 });
    expect(first.figures).toEqual({
      total: NAMES.length + 1,
      complete: 1,
      overdue: NAMES.length,
      text: `1 of ${NAMES.length + 1} people complete, ${NAMES.length} overdue`,
    });
    expect(second.figures).toEqual(first.figures);
  });

  it('shows the last page for a page past it', async () => {
    const beyond = await pageOfTraining(admin, 7, today);
    expect(beyond).toMatchObject({ page: 2, pageCount: 2 });
    expect(beyond.rows.map((row) => row.name)).toEqual([...NAMES.slice(PAGE_SIZE), admin.displayName]);
  });

  it("never shows another organization's people", async () => {
    const pages = [await pageOfTraining(admin, 1, today), await pageOfTraining(admin, 2, today)];
    const shown = pages.flatMap((page) => page.rows.map((row) => row.name));
    expect(shown).not.toContain('Aa Foreign');
    expect(shown).not.toContain('Aa Other Organization');
  });
});

describe('recordOutsideCourse', () => {
  let admin: Member;
  let personId: string;
  beforeAll(async () => {
    admin = await founder('Outside');
    personId = (
      await createPerson(admin, {
        name: 'Casey Course',
        email: 'casey@example.com',
        department: '',
        managerId: null,
        startDate: '2024-01-01',
      })
    ).id;
  });

  it('stores the certificate as evidence and the course as a pass that completes the training', async () => {
    const member = await joinAs(admin, 'member');
    const completedOn = addDays(today, -3);
    const completion = await recordOutsideCourse(member, personId, {
      courseName: 'Security Basics 101',
      completedOn,
      file: await certificate(),
    });
    expect(completion).toMatchObject({ personId, lessonId: 'external', passed: true, score: 100, courseName: 'Security Basics 101' });

    const db = await getDb();
    const [item] = await db.select().from(evidence).where(eq(evidence.id, completion.evidenceId!));
    expect(item).toMatchObject({ organizationId: admin.organizationId, type: 'certificate', status: 'pending', collectedOn: completedOn });

    expect(await personTraining(admin, personId, today)).toMatchObject({ status: 'complete', dueDate: addDays(completedOn, 365) });
    const [row] = await db
      .select({ summary: activity.summary })
      .from(activity)
      .where(and(eq(activity.recordId, personId), eq(activity.action, 'training.outside-course')));
    expect(row?.summary).toBe(`Recorded the outside course Security Basics 101 for Casey Course, completed on ${completedOn}`);
  });

  it('refuses a completion date in the future', async () => {
    const error = await refusal(
      recordOutsideCourse(admin, personId, { courseName: 'Later', completedOn: addDays(today, 2), file: await certificate() }),
    );
    expect(error).toMatchObject({ kind: 'invalid', message: COMPLETED_IN_FUTURE });
  });

  it('refuses a viewer, who may not record for others', async () => {
    const viewer = await joinAs(admin, 'viewer');
    const error = await refusal(recordOutsideCourse(viewer, personId, { courseName: 'X', completedOn: today, file: await certificate() }));
    expect(error).toMatchObject({ kind: 'forbidden', message: FORBIDDEN_MESSAGE });
  });

  it("does not find another organization's person, nor an unknown id, and stores no evidence for them", async () => {
    const stranger = await founder('Stranger');
    const db = await getDb();
    const before = await db.select({ id: evidence.id }).from(evidence).where(eq(evidence.organizationId, stranger.organizationId));
    expect(
      await refusal(recordOutsideCourse(stranger, personId, { courseName: 'X', completedOn: today, file: await certificate() })),
    ).toMatchObject({
      kind: 'not-found',
    });
    expect(
      await refusal(recordOutsideCourse(stranger, UNKNOWN_ID, { courseName: 'X', completedOn: today, file: await certificate() })),
    ).toMatchObject({
      kind: 'not-found',
    });
    expect(await db.select({ id: evidence.id }).from(evidence).where(eq(evidence.organizationId, stranger.organizationId))).toEqual(before);
    expect(await refusal(personTraining(stranger, personId, today))).toMatchObject({ kind: 'not-found' });
  });
});
