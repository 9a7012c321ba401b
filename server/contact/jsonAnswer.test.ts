import { describe, expect, it } from "vitest";
import { translator } from "../../common/i18n/translate";
import { contactEndpointCopy } from "./copy";
import { jsonAnswer } from "./jsonAnswer";
import { defaultBuiltSite } from "../../tests/support/builtSite";

const site = defaultBuiltSite;
const en = translator(contactEndpointCopy, "en");
const nl = translator(contactEndpointCopy, "nl");

describe("the JSON answer to each outcome", () => {
  it("answers an accepted message and a replay with the id; a replay says so in a header", () => {
    expect(jsonAnswer({ kind: "accepted", id: "m1" }, en, site.email)).toEqual({
      status: 200,
      body: { ok: true, id: "m1" },
    });
    expect(jsonAnswer({ kind: "replayed", id: "m1" }, en, site.email)).toEqual({
      status: 200,
      body: { ok: true, id: "m1" },
      headers: { "Idempotent-Replayed": "true" },
    });
  });

  it("hands the booking capability to the scripted form when bookings are offered", () => {
    expect(jsonAnswer({ kind: "accepted", id: "m1", bookingToken: "cap" }, en, site.email)).toEqual(
      {
        status: 200,
        body: { ok: true, id: "m1", booking: "cap" },
      },
    );
  });

  it("names each invalid field in the visitor's language, with its limit", () => {
    expect(
      jsonAnswer(
        { kind: "invalid", errors: { email: "emailInvalid", phone: "phoneTooLong" } },
        nl,
        site.email,
      ),
    ).toEqual({
      status: 400,
      body: {
        message: "Verbeter de gemarkeerde velden.",
        errors: { email: "Ongeldig e-mailadres", phone: expect.stringContaining("40") },
      },
    });
  });

  it("gives the retry time in whole minutes, at least one, and in Retry-After seconds", () => {
    const answer = jsonAnswer({ kind: "rateLimited", retryAfterSeconds: 30 }, en, site.email);
    expect(answer.status).toBe(429);
    expect(answer.headers).toEqual({ "Retry-After": "30" });
    expect(answer.body).toEqual({ message: expect.stringContaining("try again in 1 minutes") });
  });

  it.each([
    ["notAnObject", 400],
    ["invalidIdempotencyKey", 400],
    ["inProgress", 409],
    ["idempotencyMismatch", 422],
    ["storageUnavailable", 503],
  ] as const)("%s → %i with a message", (kind, status) => {
    const answer = jsonAnswer({ kind }, en, site.email);
    expect(answer.status).toBe(status);
    expect(answer.body).toEqual({ message: expect.stringMatching(/\w{3,}/) });
  });
});
