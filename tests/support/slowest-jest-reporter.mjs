import { relative } from 'node:path';
import { slowestTestLines } from './slowest-tests.mjs';

/**
 * Prints the twenty slowest tests once Jest is done, so a run that grows slower shows where. A file's beforeAll
 * (opening its database) is counted apart, as the file's set-up, since it belongs to no single test.
 */
export default class SlowestTestsReporter {
  onRunComplete(_contexts, results) {
    const tests = [];
    for (const file of results.testResults) {
      const name = relative(process.cwd(), file.testFilePath);
      const inTests = file.testResults.reduce((sum, test) => sum + (test.duration ?? 0), 0);
      const runtime = file.perfStats.end - file.perfStats.start;
      tests.push({ file: name, title: '(set-up and tear-down)', ms: Math.max(0, runtime - inTests) });
      for (const test of file.testResults) tests.push({ file: name, title: test.fullName, ms: test.duration ?? 0 });
    }
    console.log(`\n${slowestTestLines(tests).join('\n')}`);
  }
}
