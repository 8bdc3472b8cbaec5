// One share of bench/lib/lighthouse.mjs's URLs, audited in this thread's own browser.
import { parentPort, workerData } from 'node:worker_threads';
import { measureInOneBrowser } from './lighthouse.mjs';

parentPort.postMessage(await measureInOneBrowser(workerData.urls, workerData.options));
