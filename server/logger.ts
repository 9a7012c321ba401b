import pino, { type Logger } from "pino";

export type { Logger };

/** JSON lines on stdout. Message bodies and email addresses are never logged. */
export function createLogger(level: string): Logger {
  return pino({ level, base: undefined, timestamp: pino.stdTimeFunctions.isoTime });
}
