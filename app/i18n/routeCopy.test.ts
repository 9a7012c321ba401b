import { describe, expect, it } from "vitest";
import { copyLoader } from "./routeCopy";
import { defineCopy } from "../../common/i18n/translate";

const copy = defineCopy({ hello: "Hello" }, { hello: "Hallo" });
const args = (url: string) =>
  ({ request: new Request(url), params: {}, context: {} }) as Parameters<
    ReturnType<typeof copyLoader>
  >[0];

describe("copyLoader", () => {
  it("hands a page only the texts of its own language", () => {
    const load = copyLoader(copy);
    expect(load(args("http://site.test/"))).toEqual({ lang: "en", texts: { hello: "Hello" } });
    expect(load(args("http://site.test/nl"))).toEqual({ lang: "nl", texts: { hello: "Hallo" } });
  });
});
