/**
 * A small in-process job runner (docs/architecture.md). The jobs themselves live in the database: a queue claims the
 * next one for this process (FOR UPDATE SKIP LOCKED, with a lease), so with several processes on one PostgreSQL
 * exactly one runs each job, and a job whose process died is claimed again once its lease runs out. One job runs
 * at a time per process: making a file is CPU work, and requests must stay quick on a small machine.
 */

/** Thrown by `progress()` when the job was cancelled (or taken over) meanwhile: the work stops there. */
export class JobCancelled extends Error {
  override name = 'JobCancelled';
}

export type JobContext = {
  /** Records how far the job is (0–100) and renews its lease; throws JobCancelled when it is no longer wanted. */
  progress(percent: number): Promise<void>;
};

export type JobQueue<Job> = {
  /** Claims the next job for `worker`, or answers null when none is waiting. */
  claim(worker: string): Promise<Job | null>;
  /** Does the job's work and records its result; a JobCancelled ends it quietly. */
  run(job: Job, context: JobContext): Promise<void>;
  /** Renews the job's lease and records the progress; false when this claim of it no longer stands. */
  heartbeat(job: Job, percent: number | null): Promise<boolean>;
  /** Records that the job failed, with a reason a person can read. */
  fail(job: Job, reason: string): Promise<void>;
};

export type JobRunner = {
  /** Starts looking for work: now, whenever woken, and every `pollMs`. */
  start(): void;
  /** Looks for work now (after a job was requested), once started. */
  wake(): void;
  /** Resolves once no job is waiting and none is running. */
  drain(): Promise<void>;
  /** Stops looking for work and waits for the running job to end. */
  stop(): Promise<void>;
};

export type JobRunnerOptions = {
  worker: string;
  /** How often to look for work nobody woke us for (another process's jobs, expired leases). */
  pollMs: number;
  /** How often the lease is renewed while a step runs longer than that. */
  heartbeatMs: number;
  /** Where a job's unexpected error is reported (the job itself is recorded as failed). */
  onError?: (error: unknown) => void;
};

/** The reason shown for a fault with no message of its own. */
const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : 'An unexpected error stopped it.');

export function createJobRunner<Job>(queue: JobQueue<Job>, options: JobRunnerOptions): JobRunner {
  const { worker, pollMs, heartbeatMs, onError = console.error } = options;
  let running: Promise<void> | null = null;
  let again = false;
  let started = false;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;

  async function runOne(job: Job): Promise<void> {
    // Renews the lease during a long step (rendering a large file) that reports no progress for a while.
    const beat = setInterval(() => void queue.heartbeat(job, null).catch(onError), heartbeatMs);
    beat.unref();
    const context: JobContext = {
      async progress(percent) {
        if (!(await queue.heartbeat(job, Math.max(0, Math.min(100, Math.round(percent)))))) throw new JobCancelled();
      },
    };
    try {
      await queue.run(job, context);
    } catch (error) {
      if (error instanceof JobCancelled) return;
      onError(error);
      await queue.fail(job, messageOf(error)).catch(onError);
    } finally {
      clearInterval(beat);
    }
  }

  async function loop(): Promise<void> {
    do {
      again = false;
      for (let job = await queue.claim(worker); job && !stopped; job = await queue.claim(worker)) await runOne(job);
    } while (again && !stopped);
  }

  function schedule(): void {
    clearTimeout(timer);
    if (!started || stopped) return;
    timer = setTimeout(wake, pollMs);
    timer.unref();
  }

  /** Runs the queue until it is empty; a call while it runs makes it look once more before it rests. */
  function kick(): void {
    if (running) {
      again = true;
      return;
    }
    running = loop()
      .catch(onError)
      .finally(() => {
        running = null;
        schedule();
      });
  }

  function wake(): void {
    if (started && !stopped) kick();
  }

  return {
    start() {
      started = true;
      wake();
    },
    wake,
    async drain() {
      kick();
      while (running) await running;
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
