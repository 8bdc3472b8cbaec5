import Link from 'next/link';
import { Badge } from '@/components/ui/badge';
import { SectionCard } from '@/components/manage/records/section-card';
import type { PersonTraining } from '@/lib/domain/training/rules';
import { TrainingStatusBadge } from './training-status-badge';

type LessonLine = { id: string; title: string; summary: string };

/**
 * The course for the signed-in person: each lesson with Passed or To do (a pass within the last year), and their
 * own status and due date. Without an entry in People they may read the lessons but have nothing to record on.
 */
export function CourseLessons({ lessons, own }: { lessons: readonly LessonLine[]; own: PersonTraining | null }) {
  const passed = new Set(own?.passedLessons ?? []);
  return (
    <SectionCard title="Your course" actions={own ? <TrainingStatusBadge status={own.status} /> : undefined}>
      {own ? (
        <p className="mb-4 text-sm text-slate-700">
          {own.status === 'complete' ? `Complete. Take the course again by ${own.dueDate}.` : `Pass every lesson by ${own.dueDate}.`} Each
          quiz passes at 80%.
        </p>
      ) : (
        <p className="mb-4 text-sm text-slate-700">
          Your training is kept on your entry in People, and you have none yet. Ask an administrator to add you.
        </p>
      )}
      <ol className="divide-y divide-slate-100" aria-label="Lessons">
        {lessons.map((lesson) => (
          <li key={lesson.id} className="flex items-start justify-between gap-4 py-3">
            <div>
              <Link
                href={`/manage/training/${lesson.id}`}
                className="font-medium text-indigo-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600"
              >
                {lesson.title}
              </Link>
              <p className="text-sm text-slate-600">{lesson.summary}</p>
            </div>
            {own && (passed.has(lesson.id) ? <Badge tone="success">Passed</Badge> : <Badge tone="neutral">To do</Badge>)}
          </li>
        ))}
      </ol>
    </SectionCard>
  );
}
