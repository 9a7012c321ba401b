import { domainOf, normalisedAddress } from "../text/address";

/** The domain and each parent under it: mail.example.com, example.com, com. */
function domainAndParents(domain: string): string[] {
  const labels = domain.split(".");
  return labels.map((_, i) => labels.slice(i).join("."));
}

/** A throwaway inbox, a free mail provider (small producers use these too), or neither. */
export type DomainKind = "disposable" | "freeMail" | "ordinary";

interface DomainLists {
  disposable: ReadonlySet<string>;
  freeMail: ReadonlySet<string>;
}

let lists: Promise<DomainLists> | undefined;

/**
 * The two lists, loaded when first asked for: their 57,000 domains took a third of the start of a
 * process that never needed them (every command of `npm run leads`; docs/decisions/0636).
 */
function domainLists(): Promise<DomainLists> {
  lists ??= Promise.all([import("mailchecker"), import("free-email-domains")]).then(
    ([checker, freeMail]) => ({
      disposable: checker.default.blacklist(),
      freeMail: new Set(freeMail.default),
    }),
  );
  return lists;
}

/** The kind of the address's domain; a subdomain counts as its parent's kind. */
export async function domainKind(address: string): Promise<DomainKind> {
  const { disposable, freeMail } = await domainLists();
  const domains = domainAndParents(domainOf(address));
  if (domains.some((domain) => disposable.has(domain))) return "disposable";
  return domains.some((domain) => freeMail.has(domain)) ? "freeMail" : "ordinary";
}

export interface Blocklist {
  /** Whether the address is listed itself (compared normalised) or its domain or a parent is. */
  blocks(address: string): boolean;
}

const blockedDomain = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
const blockedLocal = /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+$/;

/**
 * A blocklist from a setting's value: addresses and domains separated by spaces or commas
 * (`spam@example.com example.net`; a domain also blocks its subdomains; `@example.net` is the
 * same as `example.net`). An entry that is neither throws, naming it.
 */
export function parseBlocklist(value: string): Blocklist {
  const addresses = new Set<string>();
  const domains = new Set<string>();
  for (const entry of value.split(/[\s,]+/).filter(Boolean)) {
    const normalised = normalisedAddress(entry);
    const at = normalised.lastIndexOf("@");
    const domain = normalised.slice(at + 1);
    const local = normalised.slice(0, Math.max(0, at));
    // `+tag@example.com` has no local part left: not a domain entry in disguise.
    const tagOnly = local === "" && !/^\s*@?[^@]*$/.test(entry);
    if (tagOnly || !blockedDomain.test(domain) || (local !== "" && !blockedLocal.test(local))) {
      throw new Error(`"${entry}" is neither an address nor a domain`);
    }
    if (local === "") domains.add(domain);
    else addresses.add(normalised);
  }
  return {
    blocks: (address) =>
      addresses.has(normalisedAddress(address)) ||
      domainAndParents(domainOf(address)).some((domain) => domains.has(domain)),
  };
}
