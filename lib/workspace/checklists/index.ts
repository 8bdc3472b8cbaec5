export { personChecklists, openChecklistSteps } from './reads';
export { startChecklist, startChecklistIn, startOnboardingsIn, NO_END_DATE_MESSAGE, type ChecklistPerson } from './start';
export { checklistTemplatesOf, saveChecklistTemplate } from './templates';
export { tickChecklistStep, FINISHED_MESSAGE, NO_STEP_MESSAGE, ONBOARDING_ENDED_MESSAGE } from './ticks';
