import { Badge, type BadgeTone } from '@/components/ui/badge';
import type { VendorQuestion } from '@/lib/catalog/vendor-questionnaire';
import { dayOf } from '@/lib/domain/calendar-days';
import { questionnaireAnswerLabels, type QuestionnaireAnswer, type QuestionnaireResponse } from '@/lib/schemas/vendors/records';

const answerTones: Record<QuestionnaireAnswer, BadgeTone> = { yes: 'success', partly: 'warning', no: 'danger' };

/** The vendor's answers, question by question (a question no longer asked keeps its id as its title). */
export function QuestionnaireAnswers({
  response,
  answeredAt,
  questions,
}: {
  response: QuestionnaireResponse;
  answeredAt: Date | null;
  questions: readonly VendorQuestion[];
}) {
  return (
    <div className="mt-3 rounded-md border border-slate-200 p-3">
      <p className="text-sm font-medium text-slate-900">
        Answers from {response.respondent}
        {answeredAt && <span className="font-normal text-slate-600"> on {dayOf(answeredAt)}</span>}
      </p>
      <ol className="mt-2 space-y-2" aria-label="Questionnaire answers">
        {response.answers.map((row) => {
          const question = questions.find((candidate) => candidate.id === row.questionId);
          return (
            <li key={row.questionId} className="text-sm">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <span className="text-slate-800">{question ? `${question.topic}: ${question.text}` : row.questionId}</span>
                <Badge tone={answerTones[row.answer]}>{questionnaireAnswerLabels[row.answer]}</Badge>
              </div>
              {row.comment && <p className="mt-1 text-slate-600">{row.comment}</p>}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
