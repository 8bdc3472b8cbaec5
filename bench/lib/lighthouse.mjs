// Lighthouse (mobile emulation, the default config) on one URL, several runs, median of each figure.
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumPath, offlineFlags } from './chromium.mjs';

const categories = ['performance', 'accessibility', 'best-practices', 'seo'];

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

function figuresOf(lhr) {
  if (lhr.runtimeError) throw new Error(`Lighthouse could not audit ${lhr.finalDisplayedUrl}: ${lhr.runtimeError.code}`);
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const failing = categories
    .filter((id) => id !== 'performance')
    .flatMap((id) => lhr.categories[id].auditRefs.filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== 1))
    .map((ref) => ref.id);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
    tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
    cls: Number(lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
    failing,
  };
}

/** Runs Lighthouse `runs` times on each URL in one browser; `cookie` (a "name=value" pair) signs the requests in. */
export async function measureLighthouse(urls, { runs = 3, cookie } = {}) {
  const chrome = await launch({ chromePath: chromiumPath, chromeFlags: offlineFlags, logLevel: 'silent' });
  const results = {};
  try {
    for (const url of urls) {
      const samples = [];
      for (let run = 0; run < runs; run++) {
        const result = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: categories,
          extraHeaders: cookie ? { Cookie: cookie } : undefined,
        });
        samples.push(figuresOf(result.lhr));
      }
      const medianOf = (key) => median(samples.map((sample) => sample[key]));
      results[url] = {
        performance: medianOf('performance'),
        accessibility: medianOf('accessibility'),
        bestPractices: medianOf('bestPractices'),
        seo: medianOf('seo'),
        lcpMs: medianOf('lcpMs'),
        tbtMs: medianOf('tbtMs'),
        cls: medianOf('cls'),
        failing: [...new Set(samples.flatMap((sample) => sample.failing))],
      };
    }
  } finally {
    await chrome.kill();
  }
  return results;
}
