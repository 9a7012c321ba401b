import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import path from "node:path";
import { createInterface } from "node:readline";

/** What one run is asked to do (scripts/lighthouseRunner.mjs). */
export interface RunRequest {
  url: string;
  port: number;
  categories: readonly string[];
  fullPageScreenshot: boolean;
  /** Where the reports go: `<outputBase>.report.json` and `.report.html`. */
  outputBase: string;
}

const runnerScript = path.join(import.meta.dirname, "lighthouseRunner.mjs");

/**
 * Lighthouse in a process of its own that runs one page after another. A run that stalls cannot
 * be stopped from inside (it kept going after the test gave up on it, and its timing marks,
 * global to the process, broke the next run), so a run that overstays its limit kills the
 * process, and the next run starts a fresh one.
 */
export class LighthouseProcess {
  private child: ChildProcessWithoutNullStreams | null = null;
  private waiting: ((line: string | null) => void) | null = null;
  private stderr = "";

  constructor(private readonly timeoutMs: number) {}

  async run(request: RunRequest): Promise<void> {
    const child = this.child ?? this.start();
    child.stdin.write(`${JSON.stringify(request)}\n`);
    const timer = setTimeout(() => {
      this.stderr += `\nstopped after ${this.timeoutMs / 1000} s`;
      this.close();
    }, this.timeoutMs);
    const line = await this.nextAnswer().finally(() => clearTimeout(timer));
    const answer = line ? (JSON.parse(line) as { ok: boolean; error?: string }) : null;
    if (answer?.ok) return;
    throw new Error(
      `${request.url}: Lighthouse failed: ${answer?.error ?? `its process ended: ${this.stderr.trim()}`}`,
    );
  }

  close(): void {
    this.child?.kill("SIGKILL");
    this.child = null;
  }

  private start(): ChildProcessWithoutNullStreams {
    const child = spawn(process.execPath, [runnerScript], { stdio: "pipe" });
    this.child = child;
    this.stderr = "";
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => {
      this.stderr = (this.stderr + chunk).slice(-2000);
    });
    // A request written as the process dies fails on its pipe; the run learns of it from "close".
    child.stdin.on("error", () => undefined);
    createInterface({ input: child.stdout }).on("line", (line) => this.deliver(line));
    child.on("close", () => {
      if (this.child === child) this.child = null;
      this.deliver(null);
    });
    return child;
  }

  /** The answer to the run waiting for one; null: the process ended. */
  private deliver(line: string | null): void {
    const waiting = this.waiting;
    this.waiting = null;
    waiting?.(line);
  }

  /** Called as soon as a request is written: its answer cannot have come yet. */
  private nextAnswer(): Promise<string | null> {
    return new Promise((resolve) => (this.waiting = resolve));
  }
}
