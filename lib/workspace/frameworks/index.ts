export { frameworkIdsOpenToApi, frameworkOpenToApi, frameworksByApiAccess, frameworksOpenToApi } from './api-access';
export { controlsForApi, type ApiControl } from './api-controls';
export { controlName, listControlStates, setControlState, type ControlStateRow } from './controls';
export { ownerNamesOf, readDetailOf, readFrameworkDetail, type DetailReading, type OwnerOption } from './detail';
export {
  FRAMEWORK_REMOVED,
  addFrameworks,
  frameworksWithCoverage,
  libraryCoverage,
  listOrganizationFrameworks,
  progressOf,
  removeFramework,
  type OrganizationFramework,
} from './followed';
export { ADDED_FROM_QUESTIONNAIRE, addFrameworksIn, followsFramework, type FrameworkSource } from '../followed-frameworks';
export { frameworkGapList, readAssessment, readFrameworkPreview, type Assessment } from './gaps';
export { assignIsoStep, completeIsoStep, startIsoStep } from './iso-steps';
export { SetupFirstError, frameworkSettings, saveFrameworkSettings, type FrameworkSettingsRecord } from './settings';
export { activateHipaa, hipaaSetup, isoSetup, writeIsoSetupIn, type IsoSetupRecord } from './setup';
export { SetupFieldError, frameworkSetup, saveFrameworkSetup, startFramework } from './short-setup';
