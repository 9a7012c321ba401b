import { describe, expect, it } from "vitest";
import { testMailSettings } from "../../../tests/support/mailSettings";
import { aStoredMessage } from "../../../tests/support/storedMessage";
import type { StoredBooking } from "../store/bookings";
import type { ClaimedJob } from "../../storage/storage";
import { bookingCapabilityHash } from "../capability";
import { bookingOfferFor, bookingOfferRenderings } from "./bookingOffer";

const secret = "test-booking-secret-0123456789abcdef";
const links = { secret, origin: "https://api.auditready.example" };
const caps = { perAddressPerDay: 2, perDomainPerHour: 3, perHour: 30 };

const jobFor = (lang: "en" | "nl"): ClaimedJob => ({
  jobId: 1,
  event: "booking.offer",
  channel: "mail",
  target: "visitor",
  changeId: 0,
  attempts: 1,
  deliverUntil: Date.now() + 60_000,
  message: aStoredMessage({ id: "m-9", lang }),
});

const context = { mail: testMailSettings, now: Date.now };
const render = (booking: StoredBooking | null, lang: "en" | "nl") =>
  bookingOfferRenderings({ storage: { bookingOf: async () => booking }, links }).mail?.(
    jobFor(lang),
    context,
  );

describe("a released message's booking offer", () => {
  it("mails the visitor the slot page in their language, with the capability the release stored", async () => {
    const nl = await render(null, "nl");
    expect(nl?.subject).toBe("Kies een moment voor uw demo van AuditReady");
    expect(nl?.to).toEqual({ name: "Anna de Vries", address: "anna@example.nl" });
    expect(nl?.text).toContain("Beste Anna de Vries,");
    const link = new URL(/https:\/\/\S+/.exec(nl?.text ?? "")?.[0] ?? "");
    expect(`${link.origin}${link.pathname}`).toBe("https://api.auditready.example/api/booking");
    expect(link.searchParams.get("lang")).toBe("nl");
    const token = link.searchParams.get("t") ?? "";
    const offer = bookingOfferFor(secret, caps)(jobFor("nl").message);
    expect(bookingCapabilityHash(token)).toBe(offer.capabilityHash);
    expect(offer.mail.kind).toBe("bookingOffer");

    // A retry writes the same link; English for an English visitor.
    expect((await render(null, "nl"))?.text).toBe(nl?.text);
    expect((await render(null, "en"))?.subject).toBe("Choose a time for your AuditReady demo");
  });

  it("sends nothing once the visitor has booked", async () => {
    const booked = { status: "active" } as StoredBooking;
    expect(await render(booked, "en")).toBeNull();
  });
});
