import { readFileSync } from "node:fs";
import path from "node:path";
import { format } from "prettier";
import { describe, expect, it } from "vitest";
import { contentDirectory } from "../build-tools/contentDirectory";
import { contentFiles } from "../build-tools/contentFiles";
import { contentFile, group, list, text } from "../common/content/contentSchema";
import { contentJson, fieldsOfFile } from "./contentJson";
import { decapConfig } from "./decapConfig";

const policy = contentFile(
  "pages/policy.json",
  {
    title: text(),
    sections: list(group({ heading: text(), paragraphs: list(text(), { min: 1, max: 9 }) }), {
      min: 1,
      max: 9,
    }),
    standards: list(text({ same: true }), { min: 1, max: 9 }),
  },
  { label: "Policy" },
);
const config = decapConfig([policy], {
  backend: { name: "proxy", proxy_url: "http://127.0.0.1:8081/api/v1", branch: "main" },
  contentFolder: "",
});
const fields = fieldsOfFile(config, ["title", "sections", "standards"]);
const languages = ["en", "nl"];

const longText = "A paragraph long enough that a list holding it no longer fits on one line.";
const english = {
  standards: ["BRCGS", "IFS"],
  sections: [{ paragraphs: ["Short."], heading: "What we keep" }],
  title: "Privacy",
};
/** As Decap hands it over: languages and keys in any order. */
const edited = {
  nl: { title: "Privacy", sections: [{ heading: "Wat", paragraphs: [longText, "Kort."] }] },
  en: english,
};

describe("contentJson", () => {
  it("writes the languages, then each language's fields, in the configured order", () => {
    const written = JSON.parse(contentJson(edited, fields, languages, 100));
    expect(Object.keys(written)).toEqual(["en", "nl"]);
    expect(Object.keys(written.en)).toEqual(["title", "sections", "standards"]);
    expect(Object.keys(written.en.sections[0])).toEqual(["heading", "paragraphs"]);
  });

  it("lays the file out as Prettier does, so a saved file passes prettier --check", async () => {
    const written = contentJson(edited, fields, languages, 100);
    expect(written).toContain('"paragraphs": ["Short."]');
    expect(written).toContain(`"paragraphs": [\n          "${longText}",`);
    expect(written).toBe(await format(written, { parser: "json", printWidth: 100 }));
  });

  it("breaks a list of texts that would end one column past the width", async () => {
    // `    "standards": ["…"]` is 21 columns besides the text.
    const fits = { en: { title: "t", standards: ["x".repeat(100 - 21)] } };
    const written = contentJson(fits, fields, languages, 100);
    expect(written).toBe(await format(written, { parser: "json", printWidth: 100 }));
    const oneMore = { en: { title: "t", standards: ["x".repeat(100 - 20)] } };
    const broken = contentJson(oneMore, fields, languages, 100);
    expect(broken).toBe(await format(broken, { parser: "json", printWidth: 100 }));
    expect(written.split("\n")).toHaveLength(broken.split("\n").length - 2);
  });

  it("keeps a field the schema does not know, after the known ones", () => {
    const written = JSON.parse(
      contentJson({ en: { extra: "x", title: "t" } }, fields, languages, 100),
    );
    expect(Object.keys(written.en)).toEqual(["title", "extra"]);
  });
});

describe("fieldsOfFile", () => {
  it("finds the file by its top-level field names, and no file for other names", () => {
    expect(fields.map((field) => field.name)).toEqual(["title", "sections", "standards"]);
    expect(fieldsOfFile(config, ["title"])).toEqual([]);
  });
});

describe("the site's content files", () => {
  const siteConfig = decapConfig(contentFiles, {
    backend: { name: "proxy", proxy_url: "http://127.0.0.1:8081/api/v1", branch: "main" },
    contentFolder: "",
  });

  it("has no two files of the same top-level fields, by which a save finds its file", () => {
    const names = contentFiles.map((file) => Object.keys(file.fields).join(","));
    expect(new Set(names).size).toBe(names.length);
  });

  it.each(contentFiles)("$path, saved unchanged, is the same file byte for byte", (file) => {
    const written = readFileSync(path.join(contentDirectory(), file.path), "utf8");
    const fileFields = fieldsOfFile(siteConfig, Object.keys(file.fields));
    expect(contentJson(JSON.parse(written), fileFields, languages, 100)).toBe(written);
  });
});
