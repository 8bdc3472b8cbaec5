import { slowestTestLines } from './slowest-tests.mjs';

/** Prints the twenty slowest end-to-end tests (each attempt counted apart) once Playwright is done. */
export default class SlowestTestsReporter {
  tests = [];

  onTestEnd(test, result) {
    const [, , file, ...titles] = test.titlePath();
    this.tests.push({ file, title: titles.join(' › '), ms: result.duration });
  }

  onEnd() {
    console.log(`\n${slowestTestLines(this.tests).join('\n')}`);
  }

  printsToStdio() {
    return false;
  }
}
