/** @jest-environment node */
import { createJobRunner, JobCancelled, type JobQueue } from '@/lib/jobs/runner';

type Job = { id: number; work?: (progress: (percent: number) => Promise<void>) => Promise<void> };

/** A queue in memory that records what the runner did. */
function memoryQueue(jobs: Job[], options: { wanted?: (job: Job) => boolean } = {}) {
  const log: string[] = [];
  let running = 0;
  let mostAtOnce = 0;
  const queue: JobQueue<Job> = {
    async claim(worker) {
      const job = jobs.shift() ?? null;
      if (job) log.push(`claim ${job.id} by ${worker}`);
      return job;
    },
    async run(job, context) {
      running += 1;
      mostAtOnce = Math.max(mostAtOnce, running);
      try {
        await (job.work ?? (async (progress) => progress(50)))(context.progress);
        log.push(`done ${job.id}`);
      } finally {
        running -= 1;
      }
    },
    async heartbeat(job, percent) {
      log.push(`beat ${job.id} ${percent}`);
      return options.wanted?.(job) ?? true;
    },
    async fail(job, reason) {
      log.push(`fail ${job.id}: ${reason}`);
    },
  };
  return { queue, log, mostAtOnce: () => mostAtOnce };
}

const options = { worker: 'w1', pollMs: 60_000, heartbeatMs: 60_000, onError: () => {} };

describe('createJobRunner', () => {
  it('drains the queue one job at a time, in order, with progress clamped to 0–100', async () => {
    const jobs: Job[] = [{ id: 1 }, { id: 2, work: async (progress) => progress(140) }, { id: 3, work: async (progress) => progress(-3) }];
    const { queue, log, mostAtOnce } = memoryQueue(jobs);
    await createJobRunner(queue, options).drain();
    expect(log).toEqual([
      'claim 1 by w1',
      'beat 1 50',
      'done 1',
      'claim 2 by w1',
      'beat 2 100',
      'done 2',
      'claim 3 by w1',
      'beat 3 0',
      'done 3',
    ]);
    expect(mostAtOnce()).toBe(1);
  });

  it('fails a job that throws with its message, and carries on with the next', async () => {
    const { queue, log } = memoryQueue([
      { id: 1, work: async () => Promise.reject(new Error('The disk is full.')) },
      { id: 2, work: async () => Promise.reject('no message') },
      { id: 3 },
    ]);
    await createJobRunner(queue, options).drain();
    expect(log).toEqual([
      'claim 1 by w1',
      'fail 1: The disk is full.',
      'claim 2 by w1',
      'fail 2: An unexpected error stopped it.',
      'claim 3 by w1',
      'beat 3 50',
      'done 3',
    ]);
  });

  it('stops a job quietly at its next progress once it is no longer wanted', async () => {
    const steps: number[] = [];
    const work = async (progress: (percent: number) => Promise<void>) => {
      for (const percent of [10, 20, 30]) {
        await progress(percent);
        steps.push(percent);
      }
    };
    const { queue, log } = memoryQueue([{ id: 1, work }], { wanted: () => steps.length < 1 });
    await createJobRunner(queue, options).drain();
    expect(steps).toEqual([10]);
    expect(log.some((line) => line.startsWith('fail') || line.startsWith('done'))).toBe(false);
  });

  it('does nothing when woken before it starts; once started a wake during a job makes it look again', async () => {
    const jobs: Job[] = [];
    const { queue, log } = memoryQueue(jobs);
    const runner = createJobRunner(queue, options);
    jobs.push({ id: 1 });
    runner.wake();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(log).toEqual([]);

    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    jobs[0] = { id: 1, work: () => gate };
    runner.start();
    await new Promise((resolve) => setTimeout(resolve, 10));
    jobs.push({ id: 2 });
    runner.wake();
    release();
    await runner.drain();
    expect(log).toEqual(['claim 1 by w1', 'done 1', 'claim 2 by w1', 'beat 2 50', 'done 2']);
    await runner.stop();
  });

  it('renews the lease while a long step runs, and stop() waits for the running job', async () => {
    jest.useFakeTimers({ doNotFake: ['setImmediate', 'nextTick', 'queueMicrotask'] });
    try {
      let release!: () => void;
      const { queue, log } = memoryQueue([{ id: 1, work: () => new Promise<void>((resolve) => (release = resolve)) }]);
      const runner = createJobRunner(queue, { ...options, heartbeatMs: 1000 });
      runner.start();
      await jest.advanceTimersByTimeAsync(3500);
      expect(log.filter((line) => line === 'beat 1 null')).toHaveLength(3);
      const stopped = runner.stop();
      let done = false;
      void stopped.then(() => (done = true));
      await jest.advanceTimersByTimeAsync(10);
      expect(done).toBe(false);
      release();
      await stopped;
      expect(log.at(-1)).toBe('done 1');
    } finally {
      jest.useRealTimers();
    }
  });

  it('treats a JobCancelled from the work like a cancellation', async () => {
    const { queue, log } = memoryQueue([{ id: 1, work: async () => Promise.reject(new JobCancelled()) }]);
    await createJobRunner(queue, options).drain();
    expect(log).toEqual(['claim 1 by w1']);
  });
});
