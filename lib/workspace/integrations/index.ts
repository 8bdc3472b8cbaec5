export * from './connections';
export * from './runs';
export * from './schedule';
export * from './api-checks';
export { checkRunsOfEvidence, type EvidenceRun } from './run-evidence';
