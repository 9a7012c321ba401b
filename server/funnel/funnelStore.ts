import type { Storage } from "../storage/storage";
import { funnelFacts, type FunnelFacts, type FunnelWindow } from "./funnelFacts";
import { siteSince } from "./siteSince";

/** What the funnel reads: the facts of a window, and since when the site has lived. */
export interface FunnelStore {
  /** The funnel's raw facts (visits, messages, bookings) of a window. */
  funnelFacts(window: FunnelWindow): Promise<FunnelFacts>;
  /** When the site began (epoch ms): recorded on its first start, `now` then (./siteSince.ts). */
  siteSince(now: number): Promise<number>;
}

export const funnelStore = (engine: Storage): FunnelStore => ({
  funnelFacts: (window) => engine.run(funnelFacts(window)),
  siteSince: (now) => engine.run(siteSince(now)),
});
