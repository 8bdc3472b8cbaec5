export { recordAssistantTokens, spendAssistantRequest } from './budget';
export { proposalOf, proposalPath, proposalView, proposeDraft, type DraftToPropose } from './proposals';
export { answerFromRecords, type RecordsAnswer } from './records-answers';
export { DEFAULT_ASSISTANT_SETTINGS, assistantSettingsOf, type AssistantSettings } from './settings';
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
