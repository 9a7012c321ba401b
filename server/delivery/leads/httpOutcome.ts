import { DeliveryError } from "../deliveryError";

/**
 * `Retry-After` as delay-seconds or as an HTTP date (RFC 9110 section 10.2.3), in milliseconds
 * from `now`; undefined when absent or unreadable.
 */
export function retryAfterMs(value: string | null, now: number): number | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  // An HTTP date names its day and month; a bare "-5" would parse as a year.
  const date = /^[A-Za-z]{3}, /.test(text) ? Date.parse(text) : Number.NaN;
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/**
 * What a receiver's answer means for the outbox: null when delivered (2xx); otherwise a
 * `DeliveryError` that is temporary for 408, 429 and 5xx (and honours `Retry-After`), and
 * permanent for a redirect (never followed) and every other 4xx, 410 included.
 */
export function httpOutcome(
  status: number,
  retryAfter: string | null,
  now: number,
): DeliveryError | null {
  if (status >= 200 && status < 300) return null;
  if (status >= 300 && status < 400) {
    return new DeliveryError(`HTTP ${status}: redirects are not followed`, true);
  }
  const temporary = status === 408 || status === 429 || status >= 500;
  if (!temporary && status >= 400) return new DeliveryError(`HTTP ${status}`, true);
  return new DeliveryError(`HTTP ${status}`, false, retryAfterMs(retryAfter, now));
}
