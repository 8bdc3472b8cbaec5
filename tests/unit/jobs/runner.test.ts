/** @jest-environment node */
import { JobCancelled, runClaimedJob, type JobSteps } from '@/lib/jobs/runner';

type Job = { id: number; work?: (progress: (percent: number) => Promise<void>) => Promise<void> };

/** Steps in memory that record what the runner did. */
function memorySteps(options: { wanted?: (job: Job) => boolean; failFails?: boolean } = {}) {
  const log: string[] = [];
  const steps: JobSteps<Job> = {
    async run(job, context) {
      await (job.work ?? (async (progress) => progress(50)))(context.progress);
      log.push(`done ${job.id}`);
    },
    async heartbeat(job, percent) {
      log.push(`beat ${job.id} ${percent}`);
      return options.wanted?.(job) ?? true;
    },
    async fail(job, reason) {
      if (options.failFails) throw new Error('The database is gone.');
      log.push(`fail ${job.id}: ${reason}`);
    },
  };
  return { steps, log };
}

const options = { heartbeatMs: 60_000, onError: () => {} };

describe('runClaimedJob', () => {
  it('runs a job with its progress clamped to 0–100', async () => {
    const { steps, log } = memorySteps();
    await runClaimedJob(steps, { id: 1 }, options);
    await runClaimedJob(steps, { id: 2, work: async (progress) => progress(140) }, options);
    await runClaimedJob(steps, { id: 3, work: async (progress) => progress(-3) }, options);
    expect(log).toEqual(['beat 1 50', 'done 1', 'beat 2 100', 'done 2', 'beat 3 0', 'done 3']);
  });

  it('fails a job that throws with its message, or a readable reason when it has none', async () => {
    const { steps, log } = memorySteps();
    await runClaimedJob(steps, { id: 1, work: async () => Promise.reject(new Error('The disk is full.')) }, options);
    await runClaimedJob(steps, { id: 2, work: async () => Promise.reject('no message') }, options);
    expect(log).toEqual(['fail 1: The disk is full.', 'fail 2: An unexpected error stopped it.']);
  });

  it('throws when the failure cannot be recorded, so the queue tries the job again', async () => {
    const { steps } = memorySteps({ failFails: true });
    await expect(runClaimedJob(steps, { id: 1, work: async () => Promise.reject(new Error('boom')) }, options)).rejects.toThrow(
      'The database is gone.',
    );
  });

  it('stops a job quietly at its next progress once it is no longer wanted', async () => {
    const done: number[] = [];
    const work = async (progress: (percent: number) => Promise<void>) => {
      for (const percent of [10, 20, 30]) {
        await progress(percent);
        done.push(percent);
      }
    };
    const { steps, log } = memorySteps({ wanted: () => done.length < 1 });
    await runClaimedJob(steps, { id: 1, work }, options);
    expect(done).toEqual([10]);
    expect(log.some((line) => line.startsWith('fail') || line.startsWith('done'))).toBe(false);
  });

  it('renews the claim while a long step runs, and stops renewing once the job ended', async () => {
    jest.useFakeTimers({ doNotFake: ['setImmediate', 'nextTick', 'queueMicrotask'] });
    try {
      let release!: () => void;
      const { steps, log } = memorySteps();
      const running = runClaimedJob(
        steps,
        { id: 1, work: () => new Promise<void>((resolve) => (release = resolve)) },
        {
          ...options,
          heartbeatMs: 1000,
        },
      );
      await jest.advanceTimersByTimeAsync(3500);
      expect(log.filter((line) => line === 'beat 1 null')).toHaveLength(3);
      release();
      await running;
      expect(log.at(-1)).toBe('done 1');
      await jest.advanceTimersByTimeAsync(3000);
      expect(log.filter((line) => line === 'beat 1 null')).toHaveLength(3);
    } finally {
      jest.useRealTimers();
    }
  });

  it('treats a JobCancelled from the work like a cancellation', async () => {
    const { steps, log } = memorySteps();
    await runClaimedJob(steps, { id: 1, work: async () => Promise.reject(new JobCancelled()) }, options);
    expect(log).toEqual([]);
  });
});
