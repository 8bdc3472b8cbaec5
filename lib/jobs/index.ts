import 'server-only';
/**
 * The product's jobs (docs/jobs.md): queues and schedules on pg-boss, declared in `queues.ts`. The rest of the
 * product imports this door only, never pg-boss.
 */
export { send, startJobs, stopJobs, work, type JobHandler, type QueuedJob, type SendTransaction } from './boss';
export { queueDeclarations, type QueueName } from './queues';
export { JobCancelled, runClaimedJob, type JobContext, type JobSteps } from './runner';
export { scheduledJobStatus, type ScheduledJobStatus } from './status';
