import { describe, expect, it } from "vitest";
import { floodCheckOf, personalPaceMs } from "./floodRule";

const limits = { proven: 10, plain: 3 };
const unhurried = personalPaceMs + 20_000;
const scripted = {
  form: "enhanced",
  holdReason: null,
  quarantined: false,
  writingMs: unhurried,
} as const;
const plain = { form: "plain", holdReason: null, quarantined: false, writingMs: null } as const;

describe("the flood rule for one message", () => {
  it("counts a proven message in its own lane, with the lane's limit", () => {
    expect(floodCheckOf(scripted, limits)).toEqual({
      lane: "enhanced",
      perHour: 10,
      bookableWhenHeld: true,
    });
  });

  it("gives the plain form its own, lower limit; held, such a message books only once released", () => {
    expect(floodCheckOf(plain, limits)).toEqual({
      lane: "plain",
      perHour: 3,
      bookableWhenHeld: false,
    });
  });

  it("offers no booking in a flood to a proof sent faster than a person writes", () => {
    const hasty = { ...scripted, writingMs: personalPaceMs - 1 };
    expect(floodCheckOf(hasty, limits)?.bookableWhenHeld).toBe(false);
    const atPace = { ...scripted, writingMs: personalPaceMs };
    expect(floodCheckOf(atPace, limits)?.bookableWhenHeld).toBe(true);
  });

  it("leaves alone what screening holds already and what the honeypot caught", () => {
    expect(floodCheckOf({ ...scripted, holdReason: "proof-missing" }, limits)).toBeUndefined();
    expect(floodCheckOf({ ...plain, holdReason: "blocked" }, limits)).toBeUndefined();
    expect(floodCheckOf({ ...plain, quarantined: true }, limits)).toBeUndefined();
  });

  it("does nothing for a lane whose limit is off, and keeps the other lane's", () => {
    expect(floodCheckOf(plain, { ...limits, plain: null })).toBeUndefined();
    expect(floodCheckOf(scripted, { ...limits, plain: null })?.perHour).toBe(10);
    expect(floodCheckOf(scripted, { ...limits, proven: null })).toBeUndefined();
  });
});
