/** What to write about one more temporary failure of a receiver. */
export type FailureLine =
  | { kind: "first" }
  | { kind: "still failing"; failures: number; sinceMs: number }
  | { kind: "quiet" };

interface Failing {
  since: number;
  lastLineAt: number;
  /** Failures since the last line written about this receiver. */
  unreported: number;
  total: number;
}

/**
 * Keeps the log of a receiver that keeps failing (an SMTP server, a webhook target answering
 * 500) to a few lines, however short the retry settings: its first failure, then a count every
 * `everyMs`, and the recovery. Each attempt is still recorded on its outbox job.
 */
export class FailureLog {
  private readonly failing = new Map<string, Failing>();

  constructor(
    private readonly everyMs: number,
    private readonly now: () => number,
  ) {}

  failed(receiver: string): FailureLine {
    const at = this.now();
    const state = this.failing.get(receiver);
    if (!state) {
      this.failing.set(receiver, { since: at, lastLineAt: at, unreported: 0, total: 1 });
      return { kind: "first" };
    }
    state.unreported++;
    state.total++;
    if (at - state.lastLineAt < this.everyMs) return { kind: "quiet" };
    const failures = state.unreported;
    state.unreported = 0;
    state.lastLineAt = at;
    return { kind: "still failing", failures, sinceMs: at - state.since };
  }

  /** The receiver delivered: how many failures came before, when it was failing. */
  recovered(receiver: string): number | undefined {
    const state = this.failing.get(receiver);
    this.failing.delete(receiver);
    return state?.total;
  }
}
