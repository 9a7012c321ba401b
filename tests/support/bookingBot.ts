import type { Challenge } from "altcha-lib";
import { bookingPath } from "../../common/bookingPath";
import { proofChallengePath } from "../../common/contact/proofOfWork";
import { solvedProof } from "./proofs";
import { requestFrom, type PlainResponse } from "./sourceAddressClient";

/**
 * The bots of issues 36 and 44: from many loopback addresses the plain bot sends contact
 * messages as the scripted form does (JSON, no proof) and as the plain form does (urlencoded),
 * each typing an address of its choosing; the solver gets a challenge from the server for each
 * message and solves it with altcha-lib, as the scripted form's worker does, typing a fresh
 * address at a generated company domain. Both book whatever slot they are offered (slot list
 * JSON, or the slot page).
 */
export type BotKind = "plain" | "solver";

export interface BotTally {
  /** Messages posted, each with an address the bot chose. */
  messages: number;
  /** Messages refused with 429 (the per-address limits). */
  limited: number;
  bookingAttempts: number;
  /** Milliseconds after the attack's start at which each booking succeeded. */
  bookedAt: number[];
  /** Every address the bot typed. */
  typed: Set<string>;
  /** The signed links of the first booking made through JSON, once there is one. */
  firstLinks: { cancel: string; reschedule: string } | undefined;
}

const victims = Array.from({ length: 10 }, (_, i) => `victim${i}@example.org`);
const botDomains = ["example.org", "gmail.com", "mailinator.com", "outlook.com"];

/** Half the attempts aim at ten victims again and again, half at a fresh address each. */
function typedAddress(attempt: number): string {
  return attempt % 2 === 0
    ? (victims[(attempt / 2) % victims.length] ?? "victim0@example.org")
    : `lead${attempt}@${botDomains[attempt % botDomains.length] ?? "example.org"}`;
}

/** The solver's addresses: a fresh one at a company domain of its own making each time. */
const companyAddress = (attempt: number) => `kwaliteit@zuivelbedrijf-${attempt}.nl`;

function messageFields(attempt: number, email = typedAddress(attempt)): Record<string, string> {
  return {
    firstName: "Anna",
    lastName: `Bot ${attempt}`,
    email,
    company: "Kaasmakerij Noord B.V.",
    phone: "",
    message: `We prepare for BRCGS in March (${attempt}). Could you show us the CAPA tracking?`,
  };
}

const pick = <T>(list: T[]): T | undefined => list[Math.floor(Math.random() * list.length)];

interface SlotListing {
  slots?: { days: { slots: { start: number }[] }[] };
}
const startsIn = (listing: SlotListing) =>
  listing.slots?.days.flatMap((day) => day.slots.map((slot) => slot.start)) ?? [];

/** The slot page's post form: its hidden fields and the starts it offers. */
function slotFormIn(html: string) {
  const start = html.indexOf('<form method="post"');
  const form = start < 0 ? "" : html.slice(start, html.indexOf("</form>", start));
  const action = /action="([^"]+)"/.exec(form)?.[1]?.replaceAll("&amp;", "&") ?? bookingPath;
  const hidden = [...form.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)];
  const fields = Object.fromEntries(hidden.map((m) => [m[1] ?? "", m[2] ?? ""]));
  const radios = [...form.matchAll(/name="start" value="(\d+)" required( checked)?/g)];
  const starts = radios.map((m) => Number(m[1]));
  // A reschedule page checks the booking's own slot: choosing it would move nothing.
  const others = radios.filter((m) => !m[2]).map((m) => Number(m[1]));
  return { action, fields, starts, others };
}

export class BookingBot {
  readonly tally: BotTally = {
    messages: 0,
    limited: 0,
    bookingAttempts: 0,
    bookedAt: [],
    typed: new Set(),
    firstLinks: undefined,
  };
  private attempt = 0;
  /** When each source address may send again after a 429. */
  private readonly blockedUntil = new Map<string, number>();
  private next = 0;

  constructor(
    private readonly baseURL: string,
    private readonly sources: string[],
    private readonly startedAt: number,
    private readonly kind: BotKind = "plain",
  ) {}

  /** Runs `workers` loops until `deadline` (epoch ms). */
  async run(workers: number, deadline: number): Promise<void> {
    await Promise.all(Array.from({ length: workers }, () => this.work(deadline)));
  }

  private freeSource(): string | undefined {
    for (let tried = 0; tried < this.sources.length; tried++) {
      const source = this.sources[this.next++ % this.sources.length] ?? "";
      if ((this.blockedUntil.get(source) ?? 0) <= Date.now()) return source;
    }
    return undefined;
  }

  private async work(deadline: number) {
    while (Date.now() < deadline) {
      const source = this.freeSource();
      if (!source) {
        // Every address is limited: the bot waits a little, as a patient one would.
        await new Promise((resolve) => setTimeout(resolve, 250));
        continue;
      }
      const attempt = this.attempt++;
      try {
        if (this.kind === "solver") await this.viaJson(source, attempt, await this.proof(source));
        else if (attempt % 2 === 0) await this.viaJson(source, attempt);
        else await this.viaPlainForm(source, attempt);
      } catch {
        // A refused connection or a reset under load: the bot just goes on.
      }
    }
  }

  /** A solved proof for one message, from a challenge fetched from `source`. */
  private async proof(source: string): Promise<string> {
    const challenge = await requestFrom(source, `${this.baseURL}${proofChallengePath}`);
    return solvedProof(JSON.parse(challenge.text) as Challenge);
  }

  private addressFor(attempt: number) {
    return this.kind === "solver" ? companyAddress(attempt) : typedAddress(attempt);
  }

  private sent(source: string, response: PlainResponse, attempt: number) {
    this.tally.messages++;
    this.tally.typed.add(this.addressFor(attempt));
    if (response.status !== 429) return true;
    this.tally.limited++;
    this.blockedUntil.set(source, Date.now() + 60_000);
    return false;
  }

  private booked() {
    this.tally.bookedAt.push(Date.now() - this.startedAt);
  }

  private async viaJson(source: string, attempt: number, proof?: string) {
    const json = { "content-type": "application/json", accept: "application/json" };
    const fields = messageFields(attempt, this.addressFor(attempt));
    const body = { ...fields, timestamp: new Date().toISOString(), proof };
    const sent = await requestFrom(source, `${this.baseURL}/api/emailSender`, {
      method: "POST",
      headers: json,
      body: JSON.stringify(body),
    });
    if (!this.sent(source, sent, attempt) || sent.status !== 200) return;
    const token = (JSON.parse(sent.text) as { booking?: string }).booking;
    if (!token) return;
    const query = new URLSearchParams({ t: token, zone: "Europe/Amsterdam" });
    const listed = await requestFrom(source, `${this.baseURL}${bookingPath}/slots?${query}`);
    let starts = startsIn(JSON.parse(listed.text) as SlotListing);
    for (let tries = 0; tries < 3 && starts.length > 0; tries++) {
      this.tally.bookingAttempts++;
      const answer = await requestFrom(source, `${this.baseURL}${bookingPath}`, {
        method: "POST",
        headers: json,
        body: JSON.stringify({ token, start: pick(starts), zone: "Europe/Amsterdam" }),
      });
      const outcome = JSON.parse(answer.text) as SlotListing & {
        kind: string;
        links?: BotTally["firstLinks"];
      };
      if (outcome.kind === "booked") {
        this.booked();
        this.tally.firstLinks ??= outcome.links;
        return;
      }
      if (outcome.kind !== "taken") return;
      starts = startsIn(outcome);
    }
  }

  private async viaPlainForm(source: string, attempt: number) {
    const form = { "content-type": "application/x-www-form-urlencoded" };
    const sent = await requestFrom(source, `${this.baseURL}/api/emailSender`, {
      method: "POST",
      headers: form,
      body: new URLSearchParams({ ...messageFields(attempt), lang: "en" }).toString(),
    });
    if (!this.sent(source, sent, attempt) || sent.status !== 303 || !sent.location) return;
    const slotPage = new URL(sent.location, this.baseURL);
    if (!slotPage.pathname.startsWith(bookingPath)) return;
    let page = slotFormIn((await requestFrom(source, slotPage.href)).text);
    for (let tries = 0; tries < 3 && page.starts.length > 0; tries++) {
      this.tally.bookingAttempts++;
      const chosen = String(pick(page.starts));
      const answer = await requestFrom(source, `${this.baseURL}${page.action}`, {
        method: "POST",
        headers: form,
        body: new URLSearchParams({ ...page.fields, start: chosen }).toString(),
      });
      if (answer.status === 200) return this.booked();
      if (answer.status !== 409) return;
      page = slotFormIn(answer.text);
    }
  }
}

/**
 * Posts one signed reschedule link `times` times at once, each asking for another offered slot;
 * the number of moves is the number answered 200 (the "moved" page).
 */
export async function replayRescheduleLink(
  baseURL: string,
  source: string,
  link: string,
  times: number,
): Promise<{ posts: number; moves: number; elapsedMs: number }> {
  const url = new URL(link, baseURL);
  const page = slotFormIn((await requestFrom(source, url.href)).text);
  const params = Object.fromEntries(url.searchParams);
  const started = performance.now();
  const answers = await Promise.all(
    Array.from({ length: times }, (_, i) =>
      requestFrom(source, `${baseURL}${url.pathname}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({
          ...params,
          ...page.fields,
          start: String(page.others[i % Math.max(1, page.others.length)] ?? 0),
        }).toString(),
      }),
    ),
  );
  return {
    posts: times,
    moves: answers.filter((answer) => answer.status === 200).length,
    elapsedMs: Math.round(performance.now() - started),
  };
}
