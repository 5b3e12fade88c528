// Lighthouse's default mobile profile (Moto G Power, 4x CPU, slow 4G, simulated) on a site's home page.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM, CHROMIUM_FLAGS } from './server.mjs';

/** Lighthouse's own "please run again" failures (its trace missed the navigation): retried this often. */
const RETRIES = 2;

export async function measureLighthouse(url, retries = RETRIES) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      onlyCategories: ['performance'],
      logLevel: 'error',
    });
    const { audits, categories, runtimeError } = result.lhr;
    if (runtimeError && retries > 0) return await measureLighthouse(url, retries - 1);
    if (runtimeError)
      throw new Error(`Lighthouse could not measure ${url}: ${runtimeError.code} ${runtimeError.message}`);
    return {
      performanceScore: Math.round((categories.performance.score ?? 0) * 100),
      lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
      fcpMs: Math.round(audits['first-contentful-paint'].numericValue),
      tbtMs: Math.round(audits['total-blocking-time'].numericValue),
      cls: +audits['cumulative-layout-shift'].numericValue.toFixed(3),
      totalTransferKB: +(audits['total-byte-weight'].numericValue / 1024).toFixed(1),
    };
  } finally {
    chrome.kill();
  }
}

/**
 * Lighthouse's simulated metrics vary from run to run with the machine's load (its blocking time most): the run
 * with the median score of `runs`, and every run's score beside it, as Lighthouse's own guidance recommends.
 */
export async function measureLighthouseMedian(url, runs = 5) {
  const results = [];
  for (let run = 0; run < runs; run += 1) results.push(await measureLighthouse(url));
  const ordered = [...results].sort((a, b) => a.performanceScore - b.performanceScore);
  const median = ordered[Math.floor(ordered.length / 2)];
  return { ...median, scoresOfRuns: results.map((result) => result.performanceScore) };
}
