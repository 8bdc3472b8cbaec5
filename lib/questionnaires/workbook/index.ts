export { UNWRITTEN_REASONS, type AnswerTarget, type WorkbookAnswer } from './answers';
export { plainCellText } from './cell-text';
export { MAX_SHEET_ROWS, MAX_WORKBOOK_BYTES, WORKBOOK_MESSAGES, WorkbookReadError, type WorkbookReadProblem } from './read-error';
export { readQuestionnaire, type ReadOptions } from './read-questionnaire';
export { questionnaireSummaryDocument, renderQuestionnaireSummary, type QuestionnaireSummary } from './summary-pdf';
export { writeAnswersToCsv } from './write-csv';
export { writeAnswersToWorkbook } from './write-workbook';
