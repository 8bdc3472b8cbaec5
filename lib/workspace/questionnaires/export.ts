import 'server-only';
import { getDb } from '@/lib/db/client';
import { dayOf } from '@/lib/domain/calendar-days';
import { answersCsv } from '@/lib/domain/questionnaires';
import { answerStandingOf } from '@/lib/domain/questionnaires/answer-standing';
import { renderQuestionnaireSummary, writeAnswersToCsv, writeAnswersToWorkbook, type WorkbookAnswer } from '@/lib/questionnaires/workbook';
import { assertCan, type Member } from '../member';
import { allQuestionsOf, choiceOf, questionnaireRowOf, type QuestionnaireRow } from './records';
import { originalBytes, refusedFile } from './workbook-file';

export const exportFormats = ['workbook', 'csv', 'pdf'] as const;
export type ExportFormat = (typeof exportFormats)[number];

export type QuestionnaireExport = { bytes: Uint8Array; contentType: string; fileName: string };

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const CSV_TYPE = 'text/csv; charset=utf-8';

/** "Northwind review.xlsx" becomes "Northwind review (answered).xlsx". */
function answeredName(fileName: string, extension: string): string {
  const dot = fileName.lastIndexOf('.');
  const base = dot > 0 ? fileName.slice(0, dot) : fileName;
  return `${base} (answered).${extension}`;
}

/** The questionnaire's name as a file name (what a file system refuses made harmless). */
const fileNameOf = (row: QuestionnaireRow, extension: string) =>
  `${row.name.replace(/[\\/:*?"<>|\u0000-\u001f]+/g, ' ').trim() || 'Questionnaire'}.${extension}`;

/**
 * A questionnaire's answers as a file (any member may download): the customer's own workbook (or CSV) with the
 * approved answers written into the chosen answer column, a CSV of every question with its answer marked approved,
 * edited or suggested, or the PDF summary for the record.
 */
export async function exportQuestionnaire(
  member: Member,
  id: string,
  format: ExportFormat,
  now = new Date(),
): Promise<QuestionnaireExport> {
  assertCan(member, 'records.view');
  const db = await getDb();
  const row = await questionnaireRowOf(db, member, id);
  const questions = await allQuestionsOf(db, member.organizationId, row.id);
  const approved = questions.filter((question) => question.approvedAt !== null && question.answer !== null);
  const answers: WorkbookAnswer[] = approved.map((question) => ({
    sheet: question.sheet,
    row: question.row,
    answer: question.answer,
    yesNo: question.kind === 'text' ? null : question.kind,
  }));
  const target = { sheet: row.sheet, ...choiceOf(row) };
  if (format === 'workbook' || (format === 'csv' && row.format === 'csv')) {
    const original = await originalBytes(row);
    if (row.format === 'csv') {
      const { bytes } = writeAnswersToCsv(original, target, answers);
      return { bytes, contentType: CSV_TYPE, fileName: answeredName(row.fileName, 'csv') };
    }
    // A file stored before today's limits may pass them: refused with the reader's sentence, not as a fault.
    const { bytes } = await writeAnswersToWorkbook(original, [target], answers).catch(refusedFile);
    return { bytes, contentType: XLSX_TYPE, fileName: answeredName(row.fileName, 'xlsx') };
  }
  if (format === 'csv') {
    const text = answersCsv(
      questions.map((question) => ({
        sheet: question.sheet,
        row: question.row,
        section: question.section,
        question: question.text,
        ...answerStandingOf(question),
        sources: question.suggestion?.sources ?? [],
        approvedBy: question.approvedByName,
      })),
    );
    return { bytes: new TextEncoder().encode(text), contentType: CSV_TYPE, fileName: fileNameOf(row, 'csv') };
  }
  const bytes = await renderQuestionnaireSummary({
    title: row.name,
    organizationName: member.organizationName,
    fileName: row.fileName,
    receivedOn: dayOf(row.createdAt),
    generatedAt: now,
    items: questions.map((question) => ({
      question: { sheet: question.sheet, row: question.row, text: question.text, section: question.section },
      ...answerStandingOf(question),
      sources: question.suggestion?.sources ?? [],
      approvedBy: question.approvedByName,
      approvedAt: question.approvedAt,
    })),
  });
  return { bytes, contentType: 'application/pdf', fileName: fileNameOf(row, 'pdf') };
}
