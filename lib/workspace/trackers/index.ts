export { trackerProviders } from './connections';
export { trackedIssues, trackerFailures, type TrackedIssue } from './reads';
export { startTrackerSync, syncEveryOrganization } from './schedule';
export { syncTrackers, type SyncSummary } from './sync';
