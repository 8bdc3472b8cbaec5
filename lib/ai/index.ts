export { assistantModel, assistantModelInfo, type AssistantModelInfo } from './model';
