export { recordAssistantTokens, spendAssistantRequest } from './budget';
export { confirmProposal, type Confirmed } from './confirm';
export { DECIDED_MESSAGE } from './confirm-marks';
export { dismissProposal } from './dismiss';
export { proposalPage, type ProposalPage } from './proposal-page';
export { proposalOf, proposalPath, proposalView, proposeDraft, type DraftToPropose } from './proposals';
export { answerFromRecords, type RecordsAnswer } from './records-answers';
export { DEFAULT_ASSISTANT_SETTINGS, assistantSettingsOf, type AssistantSettings } from './settings';
