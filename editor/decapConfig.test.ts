import { describe, expect, it } from "vitest";
import { languages } from "../common/i18n/lang";
import { contentFile, group, list, text } from "../common/content/contentSchema";
import { decapConfig, decapField, labelFromKey, placeholderHint } from "./decapConfig";

const home = contentFile(
  "pages/home.json",
  {
    heading: text(),
    heroSubtitle: text({ placeholders: ["product"], long: true }),
    heroStandards: text({ same: true, label: "Standards line" }),
    problemCards: list(group({ title: text(), text: text({ long: true }) }), { min: 2, max: 4 }),
    certifications: list(text({ same: true }), { min: 1, max: 6 }),
  },
  { label: "Home page" },
);
const footer = contentFile("site/footer.json", { copyright: text() }, { label: "Footer" });
const proxy = { name: "proxy", proxy_url: "http://127.0.0.1:8081/api/v1", branch: "main" } as const;

describe("decapField", () => {
  it("makes a text a required, translated one-line field", () => {
    expect(decapField("heading", text())).toEqual({
      name: "heading",
      label: "Heading",
      widget: "string",
      required: true,
      i18n: true,
    });
  });

  it("gives a long text several lines and names its placeholders in the hint", () => {
    expect(
      decapField("heroSubtitle", text({ placeholders: ["product", "date"], long: true })),
    ).toMatchObject({
      widget: "text",
      hint: "Keep {product} and {date} as written: the site fills them in.",
    });
  });

  it("gives a text the code reads the form it must have", () => {
    const pattern = { regex: /^[a-z-]+$/, description: "lower-case letters and -" };
    expect(decapField("anchor", text({ pattern })).pattern).toEqual([
      "^[a-z-]+$",
      "Must be lower-case letters and -.",
    ]);
  });

  it("writes a text that reads the same in every language once", () => {
    expect(decapField("heroStandards", text({ same: true, label: "Standards line" }))).toEqual({
      name: "heroStandards",
      label: "Standards line",
      widget: "string",
      required: true,
      i18n: "duplicate",
    });
  });

  it("makes a list of groups a list widget with its length and the group's fields", () => {
    const field = decapField(
      "problemCards",
      list(group({ title: text(), text: text({ long: true }) }), { min: 2, max: 4 }),
    );
    expect(field).toMatchObject({ widget: "list", min: 2, max: 4, required: true, i18n: true });
    expect(field.fields?.map(({ name, widget }) => [name, widget])).toEqual([
      ["title", "string"],
      ["text", "text"],
    ]);
    expect(field.field).toBeUndefined();
  });

  it("makes a list of texts a list widget of one field, its own in each language", () => {
    const field = decapField("certifications", list(text({ same: true }), { min: 1, max: 6 }));
    expect(field).toMatchObject({ widget: "list", i18n: true, hint: "1 to 6 items." });
    expect(field.field).toMatchObject({ name: "item", widget: "string", i18n: "duplicate" });
  });

  it("makes a group an object widget", () => {
    const field = decapField("cta", group({ label: text(), note: text({ same: true }) }));
    expect(field).toMatchObject({ widget: "object", i18n: true });
    expect(field.fields?.map((inner) => inner.i18n)).toEqual([true, "duplicate"]);
  });
});

describe("decapConfig", () => {
  it("writes every language into one file, side by side, English first", () => {
    expect(decapConfig([home], { backend: proxy, contentFolder: "" }).i18n).toEqual({
      structure: "single_file",
      locales: languages,
      default_locale: "en",
    });
  });

  it("makes one collection per top folder, each file an entry with every field", () => {
    const { collections } = decapConfig([home, footer], { backend: proxy, contentFolder: "" });
    expect(collections.map((collection) => collection.label)).toEqual(["Pages", "Site"]);
    const [entry] = collections[0]?.files ?? [];
    expect(entry).toMatchObject({
      name: "pages-home",
      label: "Home page",
      file: "pages/home.json",
    });
    expect(entry?.fields.map((field) => field.name)).toEqual([
      "heading",
      "heroSubtitle",
      "heroStandards",
      "problemCards",
      "certifications",
    ]);
    expect(collections[0]).toMatchObject({ format: "content-json", extension: "json", i18n: true });
  });

  it("saves through the local proxy into the content folder itself", () => {
    const config = decapConfig([footer], {
      backend: proxy,
      contentFolder: "",
      siteUrl: "http://127.0.0.1:5173",
    });
    expect(config).toMatchObject({ backend: proxy, site_url: "http://127.0.0.1:5173" });
    expect(config.publish_mode).toBeUndefined();
    expect(config.collections[0]?.files[0]?.file).toBe("site/footer.json");
  });

  it("in the Git mode, saves each change as a pull request, paths from the repository's root", () => {
    const github = { name: "github", repo: "example/site", branch: "main" } as const;
    const config = decapConfig([footer], { backend: github, contentFolder: "content" });
    expect(config.publish_mode).toBe("editorial_workflow");
    expect(config.collections[0]?.files[0]?.file).toBe("content/site/footer.json");
  });
});

describe("labels and hints", () => {
  it("spells a key as words", () => {
    expect(labelFromKey("heroTitle")).toBe("Hero title");
    expect(labelFromKey("contact-form_2")).toBe("Contact form 2");
  });

  it("gives no hint to a text without placeholders", () => {
    expect(placeholderHint([])).toBeUndefined();
    expect(placeholderHint(["zone"])).toBe("Keep {zone} as written: the site fills it in.");
  });
});
