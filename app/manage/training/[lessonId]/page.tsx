import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Breadcrumb } from '@/components/manage/breadcrumb';
import { SectionCard } from '@/components/manage/records/section-card';
import { QuizForm } from '@/components/manage/training/quiz-form';
import { Badge } from '@/components/ui/badge';
import { PageHeader } from '@/components/ui/page-header';
import { requireMember } from '@/lib/dal';
import { dayOf } from '@/lib/domain/people/rules';
import { organizationLessons, ownTraining } from '@/lib/workspace/training';
import { submitQuizAction } from '../actions';

export const metadata: Metadata = { title: 'Training' };

type Props = { params: Promise<{ lessonId: string }> };

/** One lesson of the course: its text, then its quiz (a lesson the organization does not assign is not found). */
export default async function LessonPage({ params }: Props) {
  const member = await requireMember();
  const { lessonId } = await params;
  const lesson = (await organizationLessons(member)).find((candidate) => candidate.id === lessonId);
  if (!lesson) notFound();
  const own = await ownTraining(member, dayOf(new Date()));
  const passed = own?.passedLessons.includes(lesson.id) ?? false;
  return (
    <>
      <PageHeader
        title={lesson.title}
        description={lesson.summary}
        actions={own ? <Badge tone={passed ? 'success' : 'neutral'}>{passed ? 'Passed' : 'To do'}</Badge> : undefined}
      >
        <Breadcrumb items={[{ label: 'Training', href: '/manage/training' }, { label: lesson.title }]} />
      </PageHeader>
      <SectionCard title="Lesson">
        <div className="max-w-prose space-y-3 text-sm leading-6 text-slate-800">
          {lesson.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
        </div>
      </SectionCard>
      <SectionCard title="Quiz">
        {own ? (
          <QuizForm
            lessonId={lesson.id}
            questions={lesson.questions.map(({ id, prompt, choices }) => ({ id, prompt, choices }))}
            action={submitQuizAction}
          />
        ) : (
          <p className="text-sm text-slate-700">
            Your training is kept on your entry in People, and you have none yet. Ask an administrator to add you.
          </p>
        )}
      </SectionCard>
    </>
  );
}
