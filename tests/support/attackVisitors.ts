import { bookingPath } from "../../common/bookingPath";
import { proofFromServer } from "./proofs";
import type { SmtpSink } from "./smtpSink";
import { requestFrom } from "./sourceAddressClient";
import { until } from "./until";

/**
 * The people who write during `npm run attack`, each from a loopback address of their own: one
 * with scripts (a solved proof, as the browser sends, after writing for a few seconds as a
 * person does) who books the first free time, confirming it from the mail when it is a hold;
 * one without scripts who sends the plain form.
 */
const person = { scripted: "127.0.0.3", plain: "127.0.0.4" };

const fields = (email: string) => ({
  firstName: "Ria",
  lastName: "Visser",
  email,
  company: "Kaasmakerij Zuid B.V.",
  phone: "",
  message: "We prepare for our first IFS audit. Could you show us the audit calendar?",
});

/** Seconds of writing, well short of a real message's, past the flood rule's personal pace. */
const writingMs = 5000;

const json = { "content-type": "application/json", accept: "application/json" };
const form = { "content-type": "application/x-www-form-urlencoded" };

/** How the scripted person's booking went: "booked", "booked by confirming", or why not. */
export async function scriptedPersonBooks(
  baseURL: string,
  sink: SmtpSink,
  email = "ria@kaasmakerij-zuid.nl",
): Promise<string> {
  const contactUrl = `${baseURL}/api/emailSender`;
  const body = { ...fields(email), timestamp: new Date().toISOString() };
  // The form fetches its challenge at the first input; the person then writes for a while.
  const firstInput = Date.now();
  const proof = await proofFromServer(contactUrl);
  await new Promise((resolve) => setTimeout(resolve, firstInput + writingMs - Date.now()));
  const sent = await requestFrom(person.scripted, contactUrl, {
    method: "POST",
    headers: json,
    body: JSON.stringify({ ...body, proof }),
  });
  const token = (JSON.parse(sent.text) as { booking?: string }).booking;
  if (!token) return `no booking offered (${sent.status})`;
  const query = new URLSearchParams({ t: token, zone: "Europe/Amsterdam" });
  const listed = JSON.parse(
    (await requestFrom(person.scripted, `${baseURL}${bookingPath}/slots?${query}`)).text,
  ) as { slots?: { days: { slots: { start: number }[] }[] } };
  const start = listed.slots?.days[0]?.slots[0]?.start;
  const answer = await requestFrom(person.scripted, `${baseURL}${bookingPath}`, {
    method: "POST",
    headers: json,
    body: JSON.stringify({ token, start, zone: "Europe/Amsterdam" }),
  });
  const { kind } = JSON.parse(answer.text) as { kind: string };
  if (kind !== "held") return kind;
  return (await confirmFromMail(baseURL, sink, email)) ? "booked by confirming" : "held";
}

/** Opens the hold's link from the person's mail and presses its button; true when booked. */
async function confirmFromMail(baseURL: string, sink: SmtpSink, email: string) {
  const link = () =>
    sink.mails
      .filter((mail) => mail.headers.get("to")?.includes(email))
      .map((mail) => /https?:\/\/\S+\/api\/booking\/confirm\?(\S+)/.exec(mail.text ?? "")?.[1])
      .find(Boolean);
  await until(() => link() !== undefined, { what: "the confirmation mail", timeoutMs: 60_000 });
  const confirmed = await requestFrom(person.scripted, `${baseURL}${bookingPath}/confirm`, {
    method: "POST",
    headers: form,
    body: link(),
  });
  return confirmed.status === 200;
}

/** The person without scripts sends the plain form: its HTTP status (303: accepted). */
export async function plainPersonSends(
  baseURL: string,
  email = "ben@zuivel-oost.nl",
): Promise<number> {
  const sent = await requestFrom(person.plain, `${baseURL}/api/emailSender`, {
    method: "POST",
    headers: form,
    body: new URLSearchParams({ ...fields(email), firstName: "Ben", lang: "en" }).toString(),
  });
  return sent.status;
}
