export { organizationKnowledge } from './knowledge';
export { listLibraryAnswers } from './library';
export { approveLibraryAnswer, questionKey, sourceChangedMessage } from './approve';
export { MAX_QUESTIONS, suggestAnswers } from './suggest';
export { createQuestionnaire, ONE_FILE_MESSAGE, type QuestionnaireFile } from './create';
export { changeQuestionnaireColumns, questionnaireSetup, type QuestionnaireSetup } from './columns';
export { suggestQuestionnaireAnswers } from './suggest-stored';
export { deleteQuestionnaire } from './delete';
export { saveQuestionAnswer } from './answer';
export { listQuestionnaires, pageQuestions, questionFilterCounts, readQuestion, readQuestionnaire } from './read';
export { exportFormats, exportQuestionnaire, type ExportFormat, type QuestionnaireExport } from './export';
export { NO_QUESTIONS_IN_COLUMNS, NO_QUESTIONS_MESSAGE, NO_SHEET_MESSAGE } from './workbook-file';
export {
  BUDGET_SPENT_REASON,
  MODEL_FAILED_REASON,
  MODEL_TIMEOUT_REASON,
  QUESTION_SKIPPED_REASON,
  modelFallbackNote,
  suggestWithModel,
} from './model-answers';
