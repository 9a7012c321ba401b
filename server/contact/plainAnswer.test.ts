import { describe, expect, it } from "vitest";
import { renderAnswerPage } from "./answerPage";
import { plainAnswer } from "./plainAnswer";
import { defaultBuiltSite } from "../../tests/support/builtSite";

describe("the plain form's answer to each outcome", () => {
  it("sends a stored message, and a repeat of one, to the message-sent page of its language", () => {
    expect(
      plainAnswer({ kind: "accepted", id: "m1" }, "nl", "https://site.example", defaultBuiltSite),
    ).toEqual({
      status: 303,
      location: "https://site.example/nl/contact/sent",
    });
    expect(plainAnswer({ kind: "replayed", id: "m1" }, "en", "", defaultBuiltSite)).toEqual({
      status: 303,
      location: "/contact/sent",
    });
  });

  it("lists each field problem, in the visitor's language, with its limit", () => {
    const answer = plainAnswer(
      { kind: "invalid", errors: { email: "emailInvalid", company: "companyTooLong" } },
      "nl",
      "",
      defaultBuiltSite,
    );
    expect(answer).toMatchObject({
      status: 400,
      page: {
        lang: "nl",
        reason: "Verbeter de gemarkeerde velden.",
        fieldProblems: ["Ongeldig e-mailadres", "Bedrijfsnaam mag maximaal 200 tekens bevatten"],
        needsChanges: true,
      },
    });
  });

  it("gives 429 with Retry-After and 503, each naming the email address", () => {
    const limited = plainAnswer(
      { kind: "rateLimited", retryAfterSeconds: 90 },
      "en",
      "",
      defaultBuiltSite,
    );
    expect(limited).toMatchObject({ status: 429, headers: { "Retry-After": "90" } });
    expect("page" in limited && limited.page.reason).toContain("try again in 2 minutes");
    const down = plainAnswer({ kind: "storageUnavailable" }, "en", "", defaultBuiltSite);
    expect(down).toMatchObject({ status: 503, page: { needsChanges: false } });
    expect("page" in down && down.page.reason).toContain("hello@auditready.example");
  });
});

describe("the refusal page", () => {
  it("escapes every text, links the email address and the contact page of its language", () => {
    const html = renderAnswerPage({
      lang: "nl",
      reason: "<b>Bad</b> & worse",
      fieldProblems: ['"quoted" <script>'],
      needsChanges: true,
      siteOrigin: "https://site.example",
      site: defaultBuiltSite,
    });
    expect(html).toContain('<html lang="nl">');
    expect(html).toContain("&lt;b&gt;Bad&lt;/b&gt; &amp; worse");
    expect(html).toContain("<li>&quot;quoted&quot; &lt;script&gt;</li>");
    expect(html).not.toContain("<script");
    expect(html).toContain('<a href="mailto:hello@auditready.example">');
    expect(html).toContain('href="https://site.example/nl/contact"');
    expect(html).toContain("Pas het aan en verstuur het opnieuw.");
  });
});
