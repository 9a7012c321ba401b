import { DeliveryError } from "../deliveryError";
import { httpOutcome } from "./httpOutcome";

/** Each attempt gets this long for the whole exchange; a slow receiver is tried again later. */
const attemptTimeoutMs = 10_000;

/** A failed fetch, named by its error code only: the messages can quote the URL. */
function networkError(error: unknown): DeliveryError {
  const failure = error as { name?: string; cause?: { code?: string } };
  if (failure.name === "TimeoutError") {
    return new DeliveryError(`no answer within ${attemptTimeoutMs / 1000} s`, false);
  }
  return new DeliveryError(
    `network error ${failure.cause?.code ?? failure.name ?? ""}`.trim(),
    false,
  );
}

/** One POST of a JSON body; resolves when the receiver answered 2xx, else throws a `DeliveryError`. */
export async function postJson(
  url: string,
  body: string,
  headers: Record<string, string>,
  now: () => number,
): Promise<void> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body,
      redirect: "manual",
      signal: AbortSignal.timeout(attemptTimeoutMs),
    });
    // The answer's body is not needed; reading it to the end lets the connection be reused.
    await response.arrayBuffer();
  } catch (error) {
    throw networkError(error);
  }
  const failure = httpOutcome(response.status, response.headers.get("retry-after"), now());
  if (failure) throw failure;
}
