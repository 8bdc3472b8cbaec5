// Lighthouse (mobile emulation, the default config) on one URL, several runs, median of each figure.
import { Worker } from 'node:worker_threads';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumPath, offlineFlags } from './chromium.mjs';

const scoredCategories = ['accessibility', 'best-practices', 'seo'];

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

function figuresOf(lhr) {
  if (lhr.runtimeError) throw new Error(`Lighthouse could not audit ${lhr.finalDisplayedUrl}: ${lhr.runtimeError.code}`);
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const failing = scoredCategories
    .flatMap((id) => lhr.categories[id].auditRefs.filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== 1))
    .map((ref) => ref.id);
  const scores = { accessibility: score('accessibility'), bestPractices: score('best-practices'), seo: score('seo'), failing };
  if (!lhr.categories.performance) return scores;
  return {
    ...scores,
    performance: score('performance'),
    lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
    tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
    cls: Number(lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
  };
}

/** Lighthouse's runs of one URL in one browser, reduced to the median of each figure. */
async function measureUrl(url, { port, runs, cookie, categories }) {
  const samples = [];
  for (let run = 0; run < runs; run++) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: categories,
      extraHeaders: cookie ? { Cookie: cookie } : undefined,
    });
    samples.push(figuresOf(result.lhr));
  }
  const figures = { failing: [...new Set(samples.flatMap((sample) => sample.failing))] };
  for (const key of Object.keys(samples[0]).filter((key) => key !== 'failing')) {
    figures[key] = median(samples.map((sample) => sample[key]));
  }
  return figures;
}

/** Runs `runs` audits of each URL in one browser of its own; results by URL. */
export async function measureInOneBrowser(urls, { runs, cookie, categories }) {
  const chrome = await launch({ chromePath: chromiumPath, chromeFlags: offlineFlags, logLevel: 'silent' });
  const results = {};
  try {
    for (const url of urls) results[url] = await measureUrl(url, { port: chrome.port, runs, cookie, categories });
  } finally {
    await chrome.kill();
  }
  return results;
}

/** The same in a worker thread: Lighthouse keeps its timing marks per thread, so two audits at once need two threads. */
function measureInWorker(urls, options) {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./lighthouse-worker.mjs', import.meta.url), { workerData: { urls, options } });
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => code && reject(new Error(`The Lighthouse worker exited with code ${code}`)));
  });
}

/**
 * Runs Lighthouse `runs` times on each URL; `cookie` (a "name=value" pair) signs the requests in. Without `timings`
 * the Performance category is left out: its trace and back/forward-cache navigation are most of a run's time, and
 * the scores kept (accessibility, best practices, SEO) do not depend on timing, so `browsers` share the pages.
 */
export async function measureLighthouse(urls, { runs = 3, cookie, timings = true, browsers = 1 } = {}) {
  const options = { runs, cookie, categories: timings ? ['performance', ...scoredCategories] : scoredCategories };
  if (browsers <= 1) return measureInOneBrowser(urls, options);
  const shares = Array.from({ length: browsers }, (_, share) => urls.filter((_, index) => index % browsers === share));
  const results = Object.assign(
    {},
    ...(await Promise.all(shares.filter((share) => share.length).map((share) => measureInWorker(share, options)))),
  );
  // In the order given, whichever browser finished first.
  return Object.fromEntries(urls.map((url) => [url, results[url]]));
}
