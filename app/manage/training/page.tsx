import type { Metadata } from 'next';
import { CourseLessons } from '@/components/manage/training/course-lessons';
import { PeopleTrainingTable } from '@/components/manage/training/people-training-table';
import { PageHeader } from '@/components/ui/page-header';
import { requireMember } from '@/lib/dal';
import { dayOf } from '@/lib/domain/people/rules';
import { organizationLessons, ownTraining, trainingOverview } from '@/lib/workspace/training';

export const metadata: Metadata = { title: 'Training' };

/** The security-awareness course: the signed-in person's lessons, and where everyone employed stands. */
export default async function TrainingPage() {
  const member = await requireMember();
  const today = dayOf(new Date());
  const [lessons, own, rows] = await Promise.all([
    organizationLessons(member),
    ownTraining(member, today),
    trainingOverview(member, today),
  ]);
  return (
    <>
      <PageHeader
        title="Training"
        description="A yearly security-awareness course: everyone passes each lesson's quiz within 30 days of starting, then again every year."
      />
      <CourseLessons lessons={lessons.map(({ id, title, summary }) => ({ id, title, summary }))} own={own} />
      <PeopleTrainingTable rows={rows} lessonCount={lessons.length} />
    </>
  );
}
