// `npm run test:times`: how long the last `npm test` (or `npm run test:fast`) took, stage by
// stage and file by file, slowest first. `-- --save` also records each file's time as the order
// the next runs start files in (scripts/testOrder.ts): after a full run on a quiet machine.
import { readFileSync } from "node:fs";
import { recordedSecondsFile, saveRecordedSeconds } from "./testOrder";
import { formatTestTimes, testTimesFile, type TestTimes } from "./testTimes";

let times: TestTimes;
try {
  times = JSON.parse(readFileSync(testTimesFile, "utf8")) as TestTimes;
} catch {
  console.error(`No ${testTimesFile} yet: run \`npm test\` (or \`npm run test:fast\`) first.`);
  process.exit(1);
}
console.log(formatTestTimes(times));
if (process.argv.includes("--save")) {
  saveRecordedSeconds(times.files);
  console.log(`\nSaved each file's time to ${recordedSecondsFile}.`);
}
