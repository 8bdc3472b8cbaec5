export { organizationKnowledge } from './knowledge';
export { listLibraryAnswers } from './library';
export { approveLibraryAnswer, questionKey, sourceChangedMessage } from './approve';
export { MAX_QUESTIONS, suggestAnswers } from './suggest';
