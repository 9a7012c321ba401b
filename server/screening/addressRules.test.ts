import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { normalisedAddress } from "../text/address";
import { domainKind, parseBlocklist } from "./addressRules";

const localPart = fc.stringMatching(/^[A-Za-z0-9._-]{1,20}$/);
const tag = fc.stringMatching(/^[A-Za-z0-9._+-]{0,10}$/);
const domain = fc.domain();
const address = fc.tuple(localPart, domain).map(([local, host]) => `${local}@${host}`);

describe("normalisedAddress", () => {
  it("is idempotent", () => {
    fc.assert(
      fc.property(fc.emailAddress(), (email) => {
        const once = normalisedAddress(email);
        expect(normalisedAddress(once)).toBe(once);
      }),
    );
  });

  it("ignores letter case", () => {
    fc.assert(
      fc.property(address, (email) => {
        expect(normalisedAddress(email.toUpperCase())).toBe(normalisedAddress(email));
      }),
    );
  });

  it("drops a +tag from the local part and nothing else", () => {
    fc.assert(
      fc.property(localPart, tag, domain, (local, extra, host) => {
        const plain = normalisedAddress(`${local}@${host}`);
        expect(normalisedAddress(`${local}+${extra}@${host}`)).toBe(plain);
      }),
    );
    expect(normalisedAddress("  Anna.de.Vries+Demo@Kaasmakerij.NL ")).toBe(
      "anna.de.vries@kaasmakerij.nl",
    );
  });
});

describe("domainKind", () => {
  it("knows free mail, throwaway inboxes and a company's own domain", async () => {
    expect(await domainKind("anna@gmail.com")).toBe("freeMail");
    expect(await domainKind("Anna@Outlook.com")).toBe("freeMail");
    expect(await domainKind("bot@mailinator.com")).toBe("disposable");
    expect(await domainKind("bot@eu.mailinator.com")).toBe("disposable");
    expect(await domainKind("anna@kaasmakerij.nl")).toBe("ordinary");
  });
});

describe("parseBlocklist", () => {
  const blocklist = parseBlocklist("spam@example.com, example.net\n@bots.example.org");

  it("blocks a listed address in any letter case or with a tag", () => {
    expect(blocklist.blocks("Spam+x@Example.com")).toBe(true);
    expect(blocklist.blocks("anna@example.com")).toBe(false);
  });

  it("blocks a listed domain and its subdomains, not a domain that merely ends alike", () => {
    expect(blocklist.blocks("anyone@example.net")).toBe(true);
    expect(blocklist.blocks("anyone@mail.example.net")).toBe(true);
    expect(blocklist.blocks("anyone@bots.example.org")).toBe(true);
    expect(blocklist.blocks("anyone@notexample.net")).toBe(false);
    expect(blocklist.blocks("anyone@example.org")).toBe(false);
  });

  it("blocks nothing when the setting is empty", () => {
    fc.assert(
      fc.property(fc.emailAddress(), (email) => {
        expect(parseBlocklist("").blocks(email)).toBe(false);
      }),
    );
  });

  it("names the entry it cannot read", () => {
    expect(() => parseBlocklist("example.net not_a_domain")).toThrow('"not_a_domain"');
    expect(() => parseBlocklist("a@b@example.net")).toThrow('"a@b@example.net"');
    expect(() => parseBlocklist("+tag@example.net")).toThrow('"+tag@example.net"');
  });
});
