// `npm run test:times`: how long the last `npm test` (or `npm run test:fast`) took, stage by
// stage and file by file, slowest first.
import { readFileSync } from "node:fs";
import { formatTestTimes, testTimesFile, type TestTimes } from "./testTimes";

let times: TestTimes;
try {
  times = JSON.parse(readFileSync(testTimesFile, "utf8")) as TestTimes;
} catch {
  console.error(`No ${testTimesFile} yet: run \`npm test\` (or \`npm run test:fast\`) first.`);
  process.exit(1);
}
console.log(formatTestTimes(times));
