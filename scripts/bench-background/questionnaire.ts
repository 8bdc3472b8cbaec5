// A 500-question customer questionnaire answered from the large organization's records, by the product's answer
// path without a model: the CSV uploaded (createQuestionnaire), then every suggestion found and kept
// (suggestQuestionnaireAnswers). The questions are the sample questionnaire's (tests/fixtures/questionnaires),
// asked again in other words until there are 500, as a long customer questionnaire repeats itself.
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { questionnaireQuestions } from '@/lib/db/schema';
import type { Member } from '@/lib/workspace/member';
import { createQuestionnaire, suggestQuestionnaireAnswers } from '@/lib/workspace/questionnaires';
import { FIXTURE_SECTIONS } from '../questionnaire-fixture-questions';

/** How a question is asked again: as it is, then wrapped as other questionnaires word it. */
const WORDINGS: readonly ((question: string) => string)[] = [
  (question) => question,
  (question) => `Please confirm: ${question}`,
  (question) => `${question} Provide supporting documentation.`,
  (question) => `Vendor security: ${question}`,
  (question) => `${question} If not, describe compensating controls.`,
  (question) => `Regarding your production environment, ${question.charAt(0).toLowerCase()}${question.slice(1)}`,
  (question) => `${question} Describe how this is reviewed.`,
  (question) => `Third-party risk: ${question}`,
  (question) => `${question} (Answer for all subsidiaries.)`,
];

/** One CSV line, each cell quoted as RFC 4180 asks. */
const csvLine = (cells: readonly string[]) =>
  cells.map((cell) => (/[",\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell)).join(',');

/** The questionnaire's CSV: numbered questions under section rows, `count` in all. */
export function questionnaireCsv(count: number): string {
  const rows: string[][] = [['#', 'Question', 'Yes / No / N/A', 'Vendor Response']];
  let asked = 0;
  for (let round = 0; asked < count; round += 1) {
    const wording = WORDINGS[round % WORDINGS.length]!;
    for (const [sectionIndex, section] of FIXTURE_SECTIONS.entries()) {
      if (asked >= count) break;
      rows.push([`${section.title} (part ${round + 1})`, '', '', '']);
      for (const [questionIndex, question] of section.questions.entries()) {
        if (asked >= count) break;
        rows.push([`${round + 1}.${sectionIndex + 1}.${questionIndex + 1}`, wording(question), '', '']);
        asked += 1;
      }
    }
  }
  return `${rows.map(csvLine).join('\n')}\n`;
}

export async function answerQuestionnaire(admin: Member, count: number, measure: <T>(work: () => Promise<T>) => Promise<T>) {
  const bytes = new TextEncoder().encode(questionnaireCsv(count));
  const answered = await measure(async () => {
    const created = await createQuestionnaire(
      admin,
      { name: `Benchmark questionnaire of ${count} questions`, customer: 'Benchmark customer' },
      { name: 'benchmark-questionnaire.csv', bytes },
    );
    return suggestQuestionnaireAnswers(admin, { id: created.id, version: created.version });
  });
  const db = await getDb();
  const suggestions = await db
    .select({ suggestion: questionnaireQuestions.suggestion })
    .from(questionnaireQuestions)
    .where(eq(questionnaireQuestions.questionnaireId, answered.id));
  return { questions: answered.questionCount, answered: suggestions.filter((row) => row.suggestion?.answer).length };
}
