import { describe, expect, it } from "vitest";
import { bookingLinks, checkLink, signedLinkOf, type SignedLink } from "./bookingLinks";

const signing = { secret: "s".repeat(32), origin: "https://api.example.com" };
const booking = { id: "b-1", end: Date.UTC(2027, 2, 1, 10, 0), sequence: 2 };
const before = booking.end - 60_000;

function linkOf(url: string, action: "cancel" | "reschedule"): SignedLink {
  const parsed = signedLinkOf(action, Object.fromEntries(new URL(url).searchParams));
  if (!parsed) throw new Error("unparsable link");
  return parsed;
}

describe("a booking's signed links", () => {
  it("open the booking's cancel and reschedule pages in the visitor's language until the demo is over", () => {
    const links = bookingLinks(booking, "nl", signing);
    const cancel = new URL(links.cancel);
    expect(cancel.origin + cancel.pathname).toBe("https://api.example.com/api/booking/cancel");
    expect(cancel.searchParams.get("lang")).toBe("nl");
    expect(new URL(links.reschedule).pathname).toBe("/api/booking/reschedule");
    expect(checkLink(linkOf(links.cancel, "cancel"), signing.secret, before)).toBe("valid");
    expect(checkLink(linkOf(links.cancel, "cancel"), signing.secret, booking.end)).toBe("expired");
  });

  it("refuse a changed signature, another booking's id, a later date, the other action or another secret", () => {
    const link = linkOf(bookingLinks(booking, "en", signing).cancel, "cancel");
    const flipped = link.signature.startsWith("A")
      ? `B${link.signature.slice(1)}`
      : `A${link.signature.slice(1)}`;
    expect(checkLink({ ...link, signature: flipped }, signing.secret, before)).toBe("invalid");
    expect(checkLink({ ...link, signature: "short" }, signing.secret, before)).toBe("invalid");
    expect(checkLink({ ...link, bookingId: "b-2" }, signing.secret, before)).toBe("invalid");
    expect(checkLink({ ...link, expires: link.expires + 86_400 }, signing.secret, before)).toBe(
      "invalid",
    );
    expect(checkLink({ ...link, action: "reschedule" }, signing.secret, before)).toBe("invalid");
    expect(checkLink({ ...link, sequence: 3 }, signing.secret, before)).toBe("invalid");
    expect(checkLink({ ...link, sequence: null }, signing.secret, before)).toBe("invalid");
    expect(checkLink(link, "t".repeat(32), before)).toBe("invalid");
  });

  it("carry the booking's SEQUENCE they were made for", () => {
    const link = linkOf(bookingLinks(booking, "en", signing).reschedule, "reschedule");
    expect(link.sequence).toBe(2);
  });

  it("still read a link mailed before links carried the SEQUENCE, as made for the first booking", () => {
    const old = new URL(bookingLinks(booking, "en", signing).cancel).searchParams;
    old.delete("q");
    expect(signedLinkOf("cancel", Object.fromEntries(old))?.sequence).toBeNull();
  });

  it("read nothing from a request that lacks a parameter", () => {
    expect(signedLinkOf("cancel", { b: "b-1", e: "x", s: "y" })).toBeNull();
    expect(signedLinkOf("cancel", { e: "1", s: "y" })).toBeNull();
    expect(signedLinkOf("cancel", { b: "b-1", e: "1", q: "-1", s: "y" })).toBeNull();
  });
});
