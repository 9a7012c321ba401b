// One Lighthouse process for a series of runs (scripts/lighthouseRun.ts): each line on stdin asks
// for a run in the Chromium on a port, each line on stdout says how it ended. Loading Lighthouse
// took more processor time than a run of the test's three categories when every run started a
// process of its own; a run that stalls still ends with this process, which its owner kills.
import { writeFile } from "node:fs/promises";
import { createInterface } from "node:readline";
import lighthouse from "lighthouse";

/** Runs Lighthouse as its CLI would, and writes the JSON and HTML reports beside `outputBase`. */
async function run({ url, port, categories, fullPageScreenshot, outputBase }) {
  const result = await lighthouse(url, {
    port,
    output: ["json", "html"],
    onlyCategories: categories,
    disableFullPageScreenshot: !fullPageScreenshot,
    logLevel: "error",
  });
  if (!result) throw new Error("Lighthouse returned no result");
  const [json, html] = result.report;
  await writeFile(`${outputBase}.report.json`, json);
  await writeFile(`${outputBase}.report.html`, html);
  // As the CLI does: a runtime error (NO_FCP, NO_NAVSTART...) fails the run, report or not.
  const { runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`${runtimeError.code}: ${runtimeError.message}`);
}

for await (const line of createInterface({ input: process.stdin })) {
  const answer = await run(JSON.parse(line)).then(
    () => ({ ok: true }),
    (error) => ({ ok: false, error: String(error) }),
  );
  process.stdout.write(`${JSON.stringify(answer)}\n`);
}
