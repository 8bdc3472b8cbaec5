/** The lines that name the `count` slowest tests, for the end of a test run (Jest's and Playwright's reporters). */
export function slowestTestLines(tests, count = 20) {
  const slowest = [...tests].sort((a, b) => b.ms - a.ms).slice(0, count);
  return [
    `Slowest ${slowest.length} tests:`,
    ...slowest.map((test) => `  ${(test.ms / 1000).toFixed(1).padStart(6)} s  ${test.file} › ${test.title}`),
  ];
}
