export { NO_ANSWER_FOUND, type AnswerSource, type KnowledgeDocument, type Question, type Suggestion } from './types';
export { synonymGroups } from './vocabulary';
export { normalizeText, sentences, stem, stemsOf, words } from './text';
export { TOPIC_WEIGHT, WORD_WEIGHT, expandQuery, questionConcepts, topicsOf } from './expansion';
export {
  asksAboutPastEvents,
  asksBeyondOthersAsked,
  asksForName,
  isNegative,
  isYesNoQuestion,
  questionForm,
  withoutPreamble,
} from './detection';
export { MIN_CONFIDENCE, confidenceOf, coverage, holdsConcept, isConfident } from './confidence';
export { bestSentences, composeAnswer, stanceOf } from './compose';
export { KnowledgeIndex, answerQuestions } from './engine';
export { policySections, sectionLabel } from './sections';
export { changedSources, pinSource, sourceChanged, type CurrentRecords } from './staleness';
export { negatedNear } from './polarity';
export { ANSWERS_CSV_HEADER, answersCsv } from './answers-csv';
export { questionCore } from './question-core';
export { isConditionalControl, isFramingSection, mayAnswer, templateTexts } from './answerable';
export { frameworkFact, type AuditFact } from './framework-facts';
export { policyStanding } from './policy-standing';
export { calibrated, fitCalibration, leastLikelyRate, type Calibration, type CalibrationStep, type GradedScore } from './calibration';
export { questionnaireCalibration } from './calibration-fit';
