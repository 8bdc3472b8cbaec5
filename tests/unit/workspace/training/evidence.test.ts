/** @jest-environment node */
import { and, eq, like } from 'drizzle-orm';
import { lessonById } from '@/lib/catalog/training';
import { getDb } from '@/lib/db/client';
import { evidence, people } from '@/lib/db/schema';
import { dayOf } from '@/lib/domain/calendar-days';
import { readEvidence, readEvidenceFile } from '@/lib/workspace/evidence';
import type { Member } from '@/lib/workspace/member';
import { createPerson } from '@/lib/workspace/people';
import { organizationLessons, recordOutsideCourse, submitQuiz } from '@/lib/workspace/training';
import { pdfFile, uploads } from '../evidence/fixtures';
import { founder, withThrowAwayDatabase } from '../fixtures';

withThrowAwayDatabase('training-evidence');

const today = dayOf(new Date());
const rightAnswers = (id: string) => Object.fromEntries(lessonById(id)!.questions.map((question) => [question.id, question.answer]));
const wrongAnswers = (id: string) => Object.fromEntries(lessonById(id)!.questions.map((question) => [question.id, 'zz']));

async function trainingItems(member: Member) {
  const db = await getDb();
  return db
    .select({ id: evidence.id, name: evidence.name })
    .from(evidence)
    .where(and(eq(evidence.organizationId, member.organizationId), like(evidence.name, 'Security training of %')));
}

async function ownName(member: Member): Promise<string> {
  const db = await getDb();
  const [row] = await db.select({ name: people.name }).from(people).where(eq(people.memberId, member.id));
  return row!.name;
}

describe('training filed as evidence', () => {
  it('files one item linked to HR-03 when the last assigned lesson is passed, and not while one is missing', async () => {
    const admin = await founder('Learner');
    const other = await founder('Bystander');
    const lessons = (await organizationLessons(admin)).map((lesson) => lesson.id);
    const [last, ...rest] = [...lessons].reverse();
    for (const id of rest) await submitQuiz(admin, id, rightAnswers(id));
    await submitQuiz(admin, last!, wrongAnswers(last!));
    expect(await trainingItems(admin)).toEqual([]);

    await submitQuiz(admin, last!, rightAnswers(last!));
    const items = await trainingItems(admin);
    expect(items).toEqual([{ id: expect.any(String), name: `Security training of ${await ownName(admin)}, ${today}` }]);
    const item = await readEvidence(admin, items[0]!.id);
    expect(item.controls.map((control) => control.id)).toEqual(['HR-03']);
    const file = await readEvidenceFile(admin, items[0]!.id, item.files[0]!.id);
    const kept = JSON.parse(new TextDecoder().decode(file.bytes));
    expect(kept).toMatchObject({ email: admin.email, completed: today });
    expect(kept.completions.map((completion: { lesson: string }) => completion.lesson).sort()).toEqual([...lessons].sort());

    // Passing a lesson again while the course is complete files nothing more.
    await submitQuiz(admin, lessons[0]!, rightAnswers(lessons[0]!));
    expect(await trainingItems(admin)).toHaveLength(1);
    expect(await trainingItems(other)).toEqual([]);
  });

  it('files one item linked to HR-03 for an outside course, besides its certificate', async () => {
    const admin = await founder('Outside Filer');
    const person = await createPerson(admin, {
      name: 'Olive Outside',
      email: 'olive@example.com',
      department: '',
      managerId: null,
      startDate: '2024-01-01',
    });
    const [file] = await uploads(pdfFile('certificate.pdf', 'certificate'));
    await recordOutsideCourse(admin, person.id, { courseName: 'Awareness 101', completedOn: today, file: file! });
    const items = await trainingItems(admin);
    expect(items).toEqual([{ id: expect.any(String), name: `Security training of Olive Outside, ${today}` }]);
    const item = await readEvidence(admin, items[0]!.id);
    expect(item.controls.map((control) => control.id)).toEqual(['HR-03']);
  });
});
