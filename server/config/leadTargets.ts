import { createHash } from "node:crypto";
import { Webhook } from "standardwebhooks";

/** Where an endpoint sends leads besides the inbox. Logs show `label`, never `url` or `secret`. */
export interface LeadTarget {
  url: string;
  /** Stable name of the target in the outbox (a hash of its URL): changing the URL starts afresh. */
  key: string;
  /** The URL's origin and a short hash: enough to tell targets apart, no path or token. */
  label: string;
}

export interface WebhookTarget extends LeadTarget {
  /** Standard Webhooks secret, `whsec_` followed by base64. */
  secret: string;
}

const loopbackHosts = new Set(["127.0.0.1", "localhost", "[::1]"]);

export function targetKey(url: string): string {
  return createHash("sha256").update(url).digest("hex").slice(0, 16);
}

function leadTarget(raw: string, setting: string): LeadTarget {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${setting} must be absolute URLs (https://...), got something else`);
  }
  const key = targetKey(url.href);
  const label = `${url.origin} #${key.slice(0, 8)}`;
  const plainLoopback = url.protocol === "http:" && loopbackHosts.has(url.hostname);
  if (url.protocol !== "https:" && !plainLoopback) {
    // Leads are personal data: plain HTTP only to this machine (a local relay, tests).
    throw new Error(`${setting}: ${label} must use https (http only for 127.0.0.1 or localhost)`);
  }
  return { url: url.href, key, label };
}

function checkSecret(secret: string, label: string): void {
  const problem = `LEAD_WEBHOOKS: the secret for ${label} must be a Standard Webhooks secret, "whsec_" followed by base64 of 24 to 64 bytes`;
  if (!secret.startsWith("whsec_")) throw new Error(problem);
  const bytes = Buffer.from(secret.slice("whsec_".length), "base64");
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(secret.slice(6)) || bytes.length < 24 || bytes.length > 64) {
    throw new Error(problem);
  }
  new Webhook(secret);
}

/** `https://a.example/hook|whsec_... https://b.example/in|whsec_...`: one entry per target. */
export function parseLeadWebhooks(raw: string | undefined): WebhookTarget[] {
  const entries = raw?.trim() ? raw.trim().split(/\s+/) : [];
  const targets = entries.map((entry, index) => {
    const bar = entry.lastIndexOf("|");
    if (bar < 0) {
      throw new Error(
        `LEAD_WEBHOOKS entry ${index + 1} must look like "https://host/path|whsec_...", got no "|"`,
      );
    }
    const target = leadTarget(entry.slice(0, bar), "LEAD_WEBHOOKS");
    const secret = entry.slice(bar + 1);
    checkSecret(secret, target.label);
    return { ...target, secret };
  });
  const keys = new Set(targets.map((target) => target.key));
  if (keys.size < targets.length) throw new Error("LEAD_WEBHOOKS lists the same URL twice");
  return targets;
}

export function parseSlackWebhookUrl(raw: string | undefined): LeadTarget | null {
  return raw?.trim() ? leadTarget(raw.trim(), "LEAD_SLACK_WEBHOOK_URL") : null;
}

export function parseTeamsWebhookUrl(raw: string | undefined): LeadTarget | null {
  return raw?.trim() ? leadTarget(raw.trim(), "TEAMS_WEBHOOK_URL") : null;
}
