export { acceptRisk } from './acceptance';
export { UNKNOWN_CONTROL_MESSAGE, linkRiskControl, unlinkRiskControl } from './controls';
export { readRisk, riskHeatMaps, risksByControl } from './detail';
export { RISK_OWNER_MESSAGE, addRiskFromLibrary, createRisk, updateRisk } from './edits';
export { listRisks, riskMemberChoices, type RiskListQuery } from './records';
export { riskScale, saveRiskScaleLabels } from './scale';
export { riskRegister } from './register';
