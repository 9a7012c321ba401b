import { describe, expect, it } from "vitest";
import { perLanguage } from "../../common/i18n/lang";
import { copyLoader } from "./routeCopy";

// Every language of the table reads the English texts but Dutch, which has its own.
const copy = {
  ...perLanguage(() => ({ hello: "Hello", bye: "Bye", cards: ["One"] })),
  nl: { hello: "Hallo", bye: "Dag", cards: ["Een"] },
};
const args = (url: string) =>
  ({ request: new Request(url), params: {}, context: {} }) as Parameters<
    ReturnType<typeof copyLoader>
  >[0];

describe("copyLoader", () => {
  it("hands a page only the texts of its own language", () => {
    const load = copyLoader(copy, ["hello", "bye"]);
    expect(load(args("http://site.test/"))).toEqual({
      lang: "en",
      texts: { hello: "Hello", bye: "Bye" },
    });
    expect(load(args("http://site.test/nl"))).toEqual({
      lang: "nl",
      texts: { hello: "Hallo", bye: "Dag" },
    });
  });

  it("sends only the texts the browser renders when the page names them", () => {
    const load = copyLoader(copy, ["bye"]);
    expect(load(args("http://site.test/nl"))).toEqual({ lang: "nl", texts: { bye: "Dag" } });
  });
});
