import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

const eslint = new ESLint({ cwd: process.cwd() });

/** The boundary errors ESLint reports for `source` placed at `filePath`. */
async function boundaryErrors(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === "import-x/no-restricted-paths")
    .map((message) => message.message);
}

// ESLint loads its config and the TypeScript resolver on the first file, and reads the files an
// import names (and theirs, for import-x/no-cycle) on the first lint that follows one: beside the
// rest of the suite on a busy machine, either can outlast Vitest's default 5 seconds.
describe("the server's boundaries (eslint.config.js)", { timeout: 60_000 }, () => {
  beforeAll(() => boundaryErrors("server/text/warmUpFixture.ts", "export {};\n"), 60_000);

  it("refuses a feature import in a platform folder", async () => {
    const errors = await boundaryErrors(
      "server/delivery/boundaryFixture.ts",
      'export { bookingFeature } from "../booking/bookingFeature";\n',
    );
    expect(errors).toEqual([expect.stringContaining("imports none")]);
  });

  it("refuses an import from one feature into another", async () => {
    const errors = await boundaryErrors(
      "server/contact/boundaryFixture.ts",
      'export { newBookingCapability } from "../booking/capability";\n',
    );
    expect(errors).toEqual([expect.stringContaining("Features are peers")]);
  });

  it("refuses a platform folder importing one above it", async () => {
    const errors = await boundaryErrors(
      "server/storage/boundaryFixture.ts",
      'export { jobHandlers } from "../delivery/channels";\n',
    );
    expect(errors).toEqual([expect.stringContaining("does not import server/delivery")]);
  });

  it("takes every folder of server/ outside the platform for a feature, as it finds them", async () => {
    const errors = await boundaryErrors(
      "server/funnel/boundaryFixture.ts",
      'export { visitsFeature } from "../visits/visitsFeature";\n',
    );
    expect(errors).toEqual([expect.stringContaining("Features are peers: server/visits")]);
  });

  it("lets a host import features and the platform", async () => {
    const errors = await boundaryErrors(
      "server/hosts/boundaryFixture.ts",
      'export { bookingFeature } from "../booking/bookingFeature";\nexport { jobHandlers } from "../delivery/channels";\n',
    );
    expect(errors).toEqual([]);
  });
});
