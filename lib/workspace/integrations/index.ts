export { connectIntegration, disconnectIntegration, listConnections, providerNames, type Connection } from './connections';
export { DAILY_MS, checkRunHistory, latestCheckRun, runChecks, type CheckRun } from './runs';
export { runDueChecks, startDailyChecks } from './schedule';
export { checksForApi } from './api-checks';
export { checkRunsOfEvidence, type EvidenceRun } from './run-evidence';
