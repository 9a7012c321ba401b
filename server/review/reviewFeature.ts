import { Hono } from "hono";
import type { Lang } from "../../common/i18n/lang";
import type { Renderings } from "../delivery/channels";
import type { AppEnv } from "../http/requestContext";
import type { Storage } from "../storage/storage";
import { heldActions } from "./heldActions";
import { heldActionRoutes } from "./heldActionRoutes";
import { heldLinkSecret } from "./heldLinks";
import type { ReleaseResult } from "./heldMessages";
import { heldSummaryRenderings, waitingHeldList } from "./heldSummary";
import { heldDigestSection } from "./heldSummaryMail";
import type { MailBlock } from "../delivery/mail/templates/mailBlocks";
import type { ScreeningStore } from "../screening/screeningStore";
import type { MessageStore } from "../storage/messageStore";

/** The stores review reads and writes, by owner: the engine keeps its links' key. */
interface ReviewStores {
  engine: Pick<Storage, "secret">;
  messages: MessageStore;
  screening: ScreeningStore;
}

export interface ReviewFeatureParts {
  stores: ReviewStores;
  /** Where the summary's links lead (the booking links' origin). */
  linkOrigin: string;
  productName: string;
  inboxLang: Lang;
  /** MAIL_HELD_SUMMARY: off, no summary is mailed (the links and the digest's list stay). */
  summary: boolean;
  /** The one release of a held message, shared with `npm run leads -- release`. */
  release: (id: string, now: number) => Promise<ReleaseResult>;
}

export interface ReviewFeature {
  /** The hourly summary's rendering (its job is the review module's: ./reviewModule.ts). */
  renderings: Renderings;
  /** The weekly digest's list of what still waits, with fresh links; null when nothing waits. */
  waitingSection: (lang: Lang, now: number) => Promise<MailBlock[] | null>;
  /** The links' pages; `onStored` wakes the worker after a release. */
  routes: (onStored: () => void) => Hono<AppEnv>;
}

/**
 * The team's review of held messages without a login (docs/decisions/0844-held-summary-mail.md):
 * the summary mail, its signed links and their pages, assembled once per host.
 */
export function reviewFeature(parts: ReviewFeatureParts): ReviewFeature {
  const { stores } = parts;
  let secret: Promise<string> | undefined;
  // Read once; a failed read (storage down) is tried again on the next use.
  const secretOf = () =>
    (secret ??= heldLinkSecret(stores.engine).catch((error: unknown) => {
      secret = undefined;
      throw error;
    }));
  const signing = async () => ({ secret: await secretOf(), origin: parts.linkOrigin });
  const waiting = waitingHeldList({ stores, signing });
  return {
    renderings: heldSummaryRenderings({ stores, signing }, parts.summary),
    waitingSection: async (lang, now) => {
      const list = await waiting(lang, now);
      return list && heldDigestSection(list, lang);
    },
    routes: (onStored) =>
      new Hono<AppEnv>().route(
        "/",
        heldActionRoutes(
          heldActions({
            stores,
            secret: secretOf,
            release: parts.release,
            onStored,
            now: Date.now,
          }),
          parts,
        ),
      ),
  };
}
