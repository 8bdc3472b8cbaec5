export { recordAssistantTokens, spendAssistantRequest } from './budget';
export { DEFAULT_ASSISTANT_SETTINGS, assistantSettingsOf, type AssistantSettings } from './settings';
