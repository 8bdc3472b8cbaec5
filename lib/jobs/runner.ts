/**
 * How one claimed job of a row-backed queue runs (reports): pg-boss hands the job to this process, the row records
 * its progress, and the row's claim is what a cancellation takes away. While the work runs the claim is renewed,
 * each progress step checks it still stands, and a failure is recorded on the row with a reason a person can read.
 */

/** Thrown by `progress()` when the job was cancelled (or taken over) meanwhile: the work stops there. */
export class JobCancelled extends Error {
  override name = 'JobCancelled';
}

export type JobContext = {
  /** Records how far the job is (0–100) and renews its claim; throws JobCancelled when it is no longer wanted. */
  progress(percent: number): Promise<void>;
};

export type JobSteps<Job> = {
  /** Does the job's work and records its result; a JobCancelled ends it quietly. */
  run(job: Job, context: JobContext): Promise<void>;
  /** Renews the job's claim and records the progress; false when this claim of it no longer stands. */
  heartbeat(job: Job, percent: number | null): Promise<boolean>;
  /** Records that the job failed, with a reason a person can read. */
  fail(job: Job, reason: string): Promise<void>;
};

export type RunOptions = {
  /** How often the claim is renewed while a step runs longer than that. */
  heartbeatMs: number;
  /** Where a job's unexpected error is reported (the job itself is recorded as failed). */
  onError?: (error: unknown) => void;
};

/** The reason shown for a fault with no message of its own. */
const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : 'An unexpected error stopped it.');

/**
 * Runs a claimed job to its end: done, cancelled (quietly) or failed (recorded on the job). It never throws for the
 * work's own failure; it throws only when the failure could not be recorded, so the queue tries it again.
 */
export async function runClaimedJob<Job>(steps: JobSteps<Job>, job: Job, options: RunOptions): Promise<void> {
  const { heartbeatMs, onError = console.error } = options;
  // Renews the claim during a long step (rendering a large file) that reports no progress for a while.
  const beat = setInterval(() => void steps.heartbeat(job, null).catch(onError), heartbeatMs);
  beat.unref();
  const context: JobContext = {
    async progress(percent) {
      if (!(await steps.heartbeat(job, Math.max(0, Math.min(100, Math.round(percent)))))) throw new JobCancelled();
    },
  };
  try {
    await steps.run(job, context);
  } catch (error) {
    if (error instanceof JobCancelled) return;
    onError(error);
    await steps.fail(job, messageOf(error));
  } finally {
    clearInterval(beat);
  }
}
