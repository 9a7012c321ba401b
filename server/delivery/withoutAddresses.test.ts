import { expect, it } from "vitest";
import { withoutAddresses } from "./withoutAddresses";

it("removes every address from an SMTP reply before it is logged", () => {
  expect(withoutAddresses("550 5.1.1 <anna@example.nl>: Recipient address rejected")).toBe(
    "550 5.1.1 <<address>>: Recipient address rejected",
  );
  expect(withoutAddresses("452 too many recipients: a@b.nl, c.d+x@e.example")).toBe(
    "452 too many recipients: <address>, <address>",
  );
  expect(withoutAddresses("ECONNECTION connect ECONNREFUSED 127.0.0.1:25")).toBe(
    "ECONNECTION connect ECONNREFUSED 127.0.0.1:25",
  );
});
