export { recordAssistantTokens, spendAssistantRequest } from '../assistant-budget';
export { confirmProposal, type Confirmed } from './confirm';
export { DECIDED_MESSAGE } from './confirm-marks';
export { dismissProposal } from './dismiss';
export { draftCorrectiveAction } from './draft-corrective-action';
export { draftPolicy } from './draft-policy';
export { ASSISTANT_OFF_MESSAGE, MODEL_FAILED_MESSAGE, NO_MODEL_MESSAGE, draftingUnavailable } from './drafting-call';
export { NOT_SOC2_MESSAGE, readVendorReport } from './read-report';
export { proposalPage, type ProposalPage } from './proposal-page';
export { proposalOf, proposalPath, proposalView, proposeDraft, type DraftToPropose } from './proposals';
export { answerFromRecords, type RecordsAnswer } from './records-answers';
export { DEFAULT_ASSISTANT_SETTINGS, assistantSettingsOf, type AssistantSettings } from '../assistant-settings';
export { deleteAssistantHistoryPastRetention, startAssistantRetention, type AssistantRetentionRun } from './retention';
export { saveAssistantSettings } from './settings-save';
export { forgetMemberAssistantHistory } from '../member-assistant-history';
export { MODEL_FAILED_NOTICE, NO_MODEL_NOTICE, TURNED_OFF_NOTICE, askAssistant } from './ask';
export {
  deleteConversation,
  listConversations,
  readConversation,
  type AssistantConversation,
  type AssistantConversationSummary,
} from './conversations';
