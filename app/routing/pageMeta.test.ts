import type { MetaDescriptor } from "react-router";
import { describe, expect, it } from "vitest";
import { siteConfig } from "../../common/siteConfig";
import { pageMeta } from "./pageMeta";

const text = { title: "Contact us – Product", description: "How to reach us." };

function content(meta: MetaDescriptor[], key: string): string | undefined {
  const tag = meta.find(
    (descriptor) =>
      ("property" in descriptor && descriptor.property === key) ||
      ("name" in descriptor && descriptor.name === key),
  );
  return tag && "content" in tag ? String(tag.content) : undefined;
}

describe("page metadata for sharing", () => {
  it("gives Open Graph the page's title, description, canonical URL and language", () => {
    const meta = pageMeta("contact", "nl", text);
    expect(content(meta, "og:title")).toBe(text.title);
    expect(content(meta, "og:description")).toBe(text.description);
    expect(content(meta, "og:url")).toBe(`${siteConfig.siteOrigin}/nl/contact`);
    expect(content(meta, "og:locale")).toBe("nl_NL");
    expect(content(meta, "og:locale:alternate")).toBe("en_GB");
    expect(content(meta, "twitter:card")).toBe("summary_large_image");
  });

  it("points to the absolute social image of the page's language", () => {
    expect(content(pageMeta("home", "en", text), "og:image")).toBe(
      `${siteConfig.siteOrigin}/images/social/en.png`,
    );
    expect(content(pageMeta("home", "nl", text), "og:image")).toBe(
      `${siteConfig.siteOrigin}/images/social/nl.png`,
    );
  });

  it("describes the social image in the page's language for Open Graph and X alike", () => {
    for (const [lang, words] of [
      ["en", "audit preparation"],
      ["nl", "auditvoorbereiding"],
    ] as const) {
      const meta = pageMeta("home", lang, text);
      expect(content(meta, "twitter:image:alt")).toContain(words);
      expect(content(meta, "twitter:image:alt")).toBe(content(meta, "og:image:alt"));
    }
  });

  it("adds JSON-LD only where it describes something: home and contact", () => {
    const ldCount = (meta: MetaDescriptor[]) =>
      meta.filter((descriptor) => "script:ld+json" in descriptor).length;
    expect(ldCount(pageMeta("home", "en", text))).toBe(2);
    expect(ldCount(pageMeta("contact", "en", text))).toBe(1);
    expect(ldCount(pageMeta("privacyPolicy", "en", text))).toBe(0);
  });
});
