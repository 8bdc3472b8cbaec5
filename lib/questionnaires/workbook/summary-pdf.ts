import { dayOf } from '@/lib/domain/calendar-days';
import { answerStatusLabels, confidenceLabel, type AnswerStatus } from '@/lib/domain/questionnaires/answer-standing';
import type { Question } from '@/lib/domain/questionnaires/workbook';
import type { ReportDocument, ReportTable } from '@/lib/reports/document';
import { renderPdf } from '@/lib/reports/render/pdf';

/** Where an answer comes from: a policy section, a control, an evidence item, a trust-center fact, the library. */
export type AnswerSource = {
  type: 'policy' | 'control' | 'evidence' | 'trust' | 'library';
  id: string;
  label: string;
  version?: string;
};

export type SummaryItem = {
  question: Question;
  /** The approved answer, else the one in review (edited or suggested); null when the records had none. */
  answer: string | null;
  status: AnswerStatus;
  /** The suggestion's confidence (0..1) while the answer is its text; null for a person's own words. */
  confidence: number | null;
  sources: readonly AnswerSource[];
  approvedBy: string | null;
  approvedAt: Date | null;
};

export type QuestionnaireSummary = {
  /** The questionnaire's name as the team calls it ("Northwind supplier review 2026"). */
  title: string;
  organizationName: string;
  fileName: string;
  receivedOn: string;
  generatedAt: Date;
  items: readonly SummaryItem[];
};

const NO_ANSWER = 'No answer found in your records';
const COLUMNS = ['Row', 'Question', 'Answer', 'Confidence', 'Sources', 'Approved by'] as const;

const sourceText = (source: AnswerSource) =>
  source.version && !source.label.includes(source.version) ? `${source.label} (version ${source.version})` : source.label;

function approval(item: SummaryItem): string {
  if (!item.approvedBy) return item.status === 'edited' || item.status === 'suggested' ? answerStatusLabels[item.status] : 'Not approved';
  return item.approvedAt ? `${item.approvedBy}, ${dayOf(item.approvedAt)}` : item.approvedBy;
}

/** One table per section of the sheet, in the order the questions come. */
function sectionTables(items: readonly SummaryItem[]): ReportTable[] {
  const tables: { title: string; rows: string[][] }[] = [];
  for (const item of items) {
    const title = item.question.section ?? item.question.sheet;
    if (tables.at(-1)?.title !== title) tables.push({ title, rows: [] });
    tables
      .at(-1)!
      .rows.push([
        String(item.question.row),
        item.question.text,
        item.answer ?? NO_ANSWER,
        confidenceLabel(item.confidence) || '\u2014',
        item.sources.map(sourceText).join('\n') || '\u2014',
        approval(item),
      ]);
  }
  return tables.map((table) => ({ ...table, columns: COLUMNS }));
}

/** The record of an answered questionnaire as a report: per sheet its counts, then every question and answer. */
export function questionnaireSummaryDocument(summary: QuestionnaireSummary): ReportDocument {
  const sheets = [...new Set(summary.items.map((item) => item.question.sheet))];
  return {
    title: summary.title,
    organizationName: summary.organizationName,
    kind: 'Questionnaire',
    period: { start: summary.receivedOn, end: dayOf(summary.generatedAt) },
    generatedAt: summary.generatedAt,
    notes: `Answers to ${summary.fileName}, each with the records it comes from.`,
    landscape: true,
    sections: sheets.map((sheet) => {
      const items = summary.items.filter((item) => item.question.sheet === sheet);
      const answered = items.filter((item) => item.answer !== null).length;
      const approved = items.filter((item) => item.approvedBy !== null).length;
      return {
        heading: sheet,
        paragraphs: [
          `${items.length} questions: ${answered} answered from the records, ${items.length - answered} with no answer found, ${approved} approved.`,
        ],
        tables: sectionTables(items),
      };
    }),
  };
}

/** The summary as a PDF for the record. */
export function renderQuestionnaireSummary(summary: QuestionnaireSummary): Promise<Uint8Array<ArrayBuffer>> {
  return renderPdf(questionnaireSummaryDocument(summary));
}
