import Link from 'next/link';
import type { ReactNode } from 'react';
import { SectionCard } from '@/components/manage/records/section-card';
import { Badge } from '@/components/ui/badge';
import { dayOf } from '@/lib/domain/calendar-days';
import { EXTERNAL_LESSON, type PersonTraining } from '@/lib/domain/training/rules';
import { TrainingStatusBadge } from './training-status-badge';

/**
 * A person's Training section: status and due date, each assigned lesson, every attempt and outside course
 * (newest first), and, for members and admins, the form that records an outside course (`recordForm`).
 */
export function PersonTrainingSection({
  training,
  recordForm,
  leftOn = null,
}: {
  training: PersonTraining;
  recordForm?: ReactNode;
  /** The end date of a person who has left: no training is asked of them, their completions are kept. */
  leftOn?: string | null;
}) {
  const titles = new Map(training.assigned.map((lesson) => [lesson.id, lesson.title]));
  if (leftOn) {
    return (
      <SectionCard title="Training" actions={<Badge tone="neutral">Not required</Badge>}>
        <p className="text-sm text-slate-700">Left on {leftOn}: no training is asked of this person any more.</p>
        <Completions training={training} titles={titles} />
      </SectionCard>
    );
  }
  return (
    <SectionCard title="Training" actions={<TrainingStatusBadge status={training.status} />}>
      <p className="text-sm text-slate-700">
        {training.status === 'complete' ? `Complete until ${training.dueDate}.` : `Due ${training.dueDate}.`}{' '}
        {training.passedLessons.length} of {training.assigned.length} lessons passed.
      </p>
      <ul className="mt-3 flex flex-wrap gap-2" aria-label="Lessons">
        {training.assigned.map((lesson) => (
          <li key={lesson.id}>
            <Badge tone={lesson.passed ? 'success' : 'neutral'}>
              {lesson.title}: {lesson.passed ? 'Passed' : 'To do'}
            </Badge>
          </li>
        ))}
      </ul>
      <Completions training={training} titles={titles} />
      {recordForm && <div className="mt-5">{recordForm}</div>}
    </SectionCard>
  );
}

/** Every attempt and outside course, newest first. */
function Completions({ training, titles }: { training: PersonTraining; titles: ReadonlyMap<string, string> }) {
  return (
    <>
      <h3 className="mt-5 text-sm font-semibold text-slate-900">Completions</h3>
      {training.completions.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600">No attempts yet.</p>
      ) : (
        <ul className="mt-1 divide-y divide-slate-100" aria-label="Completions">
          {training.completions.map((completion) => (
            <li key={completion.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm text-slate-800">
              <span>
                {completion.lessonId === EXTERNAL_LESSON ? (
                  <>
                    Outside course: {completion.courseName}
                    {completion.evidenceId && (
                      <>
                        {' '}
                        (
                        <Link
                          href={`/manage/evidence/${completion.evidenceId}`}
                          className="text-indigo-700 underline-offset-2 hover:underline"
                        >
                          certificate
                        </Link>
                        )
                      </>
                    )}
                  </>
                ) : (
                  (titles.get(completion.lessonId) ?? completion.lessonId)
                )}{' '}
                · {dayOf(completion.completedAt)}
              </span>
              <Badge tone={completion.passed ? 'success' : 'danger'}>
                {completion.passed ? 'Passed' : 'Not passed'} · {completion.score}%
              </Badge>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
