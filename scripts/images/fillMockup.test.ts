import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import path from "node:path";
import { fillMockup } from "./fillMockup";
import dashboardCopy from "@content/images/dashboard.json";
import aiAssistantCopy from "@content/images/aiAssistant.json";
import { languages } from "../../common/i18n/lang";

describe("fillMockup", () => {
  it("puts each text in its place, escaped as HTML", () => {
    expect(fillMockup("<b>{title}</b> {note}", { title: "Audit", note: "R&D <2024>" })).toBe(
      "<b>Audit</b> R&amp;D &lt;2024&gt;",
    );
  });

  it("leaves CSS braces alone", () => {
    expect(fillMockup(".frame { width: 960px; }", {})).toBe(".frame { width: 960px; }");
  });

  it("fills shared values, which a mock-up need not show", () => {
    expect(
      fillMockup('<html lang="{lang}">{title}', { title: "x" }, { lang: "nl", product: "P" }),
    ).toBe('<html lang="nl">x');
  });

  it("refuses a placeholder without a text", () => {
    expect(() => fillMockup("{title} {missing}", { title: "x" })).toThrow("{missing}");
  });

  it("refuses a text the mock-up does not show", () => {
    expect(() => fillMockup("{title}", { title: "x", extra: "y" })).toThrow("extra");
  });
});

describe("the committed mock-ups", () => {
  const source = (name: string) =>
    readFileSync(path.join(import.meta.dirname, `${name}.html`), "utf8");

  it.each([
    ["dashboard", dashboardCopy],
    ["ai-assistant", aiAssistantCopy],
  ] as const)("%s uses every text of every language and nothing else", (name, copy) => {
    for (const lang of languages) {
      expect(() =>
        fillMockup(source(name), copy[lang], { lang, product: "AuditReady" }),
      ).not.toThrow();
    }
  });
});
