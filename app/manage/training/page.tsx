import type { Metadata } from 'next';
import { CourseLessons } from '@/components/manage/training/course-lessons';
import { PeopleTrainingTable } from '@/components/manage/training/people-training-table';
import { PageHeader } from '@/components/ui/page-header';
import { requireMember } from '@/lib/dal';
import { dayOf } from '@/lib/domain/calendar-days';
import { readListQuery, type UrlQuery } from '@/lib/domain/list-query';
import { organizationLessons, ownTraining, pageOfTraining } from '@/lib/workspace/training';

export const metadata: Metadata = { title: 'Training' };

type Props = { searchParams: Promise<UrlQuery> };

/** The security-awareness course: the signed-in person's lessons, and a page of where everyone employed stands. */
export default async function TrainingPage({ searchParams }: Props) {
  const member = await requireMember();
  const today = dayOf(new Date());
  const query = readListQuery(await searchParams, {});
  const [lessons, own, people] = await Promise.all([
    organizationLessons(member),
    ownTraining(member, today),
    pageOfTraining(member, query.page, today),
  ]);
  return (
    <>
      <PageHeader
        title="Training"
        description="A yearly security-awareness course: everyone passes each lesson's quiz within 30 days of starting, then again every year."
      />
      <CourseLessons lessons={lessons.map(({ id, title, summary }) => ({ id, title, summary }))} own={own} />
      <PeopleTrainingTable people={people} lessonCount={lessons.length} />
    </>
  );
}
