import { describe, expect, it } from "vitest";
import { perLanguage } from "./lang";
import { defineCopy, interpolate, translator } from "./translate";

// A content file as its JSON arrives, texts beside a list; every language but Dutch reads English.
const copy = {
  ...perLanguage(() => ({
    greeting: "Hello {name}",
    plain: "Plain",
    count: "{n} of {total}",
    items: ["One"],
  })),
  nl: { greeting: "Hallo {name}", plain: "Gewoon", count: "{n} van {total}", items: ["Een"] },
};

describe("translate", () => {
  it("looks up the page's language and fills placeholders", () => {
    expect(translator(copy, "en")("greeting", { name: "Ada" })).toBe("Hello Ada");
    expect(translator(copy, "nl")("greeting", { name: "Ada" })).toBe("Hallo Ada");
    expect(translator(copy, "nl")("count", { n: 1, total: 2 })).toBe("1 van 2");
  });

  it("yields the key itself for a text that does not exist", () => {
    const t = translator(copy, "en") as (key: string) => string;
    expect(t("nope.missing")).toBe("nope.missing");
    expect(t("toString")).toBe("toString");
    // A list is not a text: looked up as one, it too yields its key.
    expect(t("items")).toBe("items");
  });

  it("keeps the team's copy in code, one table per language", () => {
    const team = defineCopy({ hi: "Hi" }, { nl: { hi: "Hoi" } });
    expect(translator(team, "nl")("hi")).toBe("Hoi");
  });

  it("gives a language without the team's translations the default language's texts", () => {
    const team = defineCopy({ hi: "Hi" }, {});
    expect(translator(team, "nl")("hi")).toBe("Hi");
  });

  it("leaves a placeholder without a value visible instead of printing undefined", () => {
    expect(interpolate("Hi {name} {other}", { name: "Bo" })).toBe("Hi Bo {other}");
    expect(interpolate("No params {x}")).toBe("No params {x}");
  });
});
