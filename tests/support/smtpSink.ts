import { SMTPServer } from "smtp-server";
import { freePort } from "../e2e/support/testServer";
import { parseMail, type ReceivedMail } from "./parseMail";

/** What the sink answers to the n-th mail (counting from 1): accept, or an SMTP error reply. */
export type SinkReply = "accept" | { code: number; message: string };

export interface SmtpSink {
  port: number;
  url: string;
  /** Every mail accepted so far, in arrival order. */
  mails: ReceivedMail[];
  /** How many DATA commands arrived, accepted or not. */
  attempts: () => number;
  start: () => Promise<void>;
  stop: () => Promise<void>;
  /** Resolves once `count` mails were accepted. */
  waitFor: (count: number, timeoutMs?: number) => Promise<ReceivedMail[]>;
}

/** A real SMTP server (the `smtp-server` package) on loopback that keeps what it receives. */
export async function smtpSink(
  options: { reply?: (attempt: number) => SinkReply; port?: number; delayMs?: number } = {},
): Promise<SmtpSink> {
  const port = options.port ?? (await freePort());
  const mails: ReceivedMail[] = [];
  let attempts = 0;
  let server: SMTPServer | null = null;

  const create = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      // The pooled client keeps idle connections open; do not wait for it to hang up.
      closeTimeout: 200,
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          const reply = options.reply?.(++attempts) ?? "accept";
          const finish = () => {
            if (reply === "accept") {
              mails.push(parseMail(Buffer.concat(chunks).toString("utf8")));
              callback();
            } else {
              callback(Object.assign(new Error(reply.message), { responseCode: reply.code }));
            }
          };
          if (options.delayMs) setTimeout(finish, options.delayMs);
          else finish();
        });
      },
    });

  const sink: SmtpSink = {
    port,
    url: `smtp://127.0.0.1:${port}`,
    mails,
    attempts: () => attempts,
    start: () =>
      new Promise((resolve, reject) => {
        const started = create();
        server = started;
        started.once("error", reject);
        started.listen(port, "127.0.0.1", () => {
          started.off("error", reject);
          // A client killed mid-session (the crash tests) resets its connection: not a sink failure.
          started.on("error", () => undefined);
          resolve();
        });
      }),
    stop: () =>
      new Promise((resolve) => {
        if (!server) return resolve();
        server.close(() => resolve());
        server = null;
      }),
    waitFor: async (count, timeoutMs = 20_000) => {
      const deadline = Date.now() + timeoutMs;
      while (mails.length < count) {
        if (Date.now() > deadline) {
          throw new Error(`expected ${count} mails, got ${mails.length} (${attempts} attempts)`);
        }
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      return mails;
    },
  };
  return sink;
}
