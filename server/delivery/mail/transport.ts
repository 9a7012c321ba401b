import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Logger } from "../../logger";
import { DeliveryError } from "../deliveryError";
import type { OutgoingMail } from "./outgoingMail";

export interface MailTransport {
  /** Resolves when the mail was handed over; throws a `DeliveryError` otherwise. */
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

interface SmtpFailure {
  responseCode?: number;
  code?: string;
  message?: string;
}

/**
 * SMTP replies 5xx are permanent (RFC 5321 section 4.2.1): retrying will not help. Everything
 * else (4xx, refused or dropped connections, timeouts) is temporary.
 */
function classifySmtpError(error: unknown): DeliveryError {
  const failure = (error ?? {}) as SmtpFailure;
  const code = failure.responseCode;
  const summary = [failure.code, code, failure.message?.split("\n")[0]].filter(Boolean).join(" ");
  return new DeliveryError(
    summary || "unknown SMTP error",
    typeof code === "number" && code >= 500 && code < 600,
  );
}

function toNodemailer(mail: OutgoingMail) {
  return {
    messageId: mail.messageId,
    from: mail.from,
    to: mail.to,
    replyTo: mail.replyTo,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    ...(mail.invitation && {
      icalEvent: {
        method: mail.invitation.method,
        filename: mail.invitation.method === "CANCEL" ? "cancellation.ics" : "invitation.ics",
        content: mail.invitation.calendar,
      },
    }),
    // Header injection is impossible by construction (see headerText); nodemailer also encodes.
    disableFileAccess: true,
    disableUrlAccess: true,
  };
}

/** Pooled SMTP: a few connections reused across mails. */
export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
    pool: true,
    maxConnections: 5,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async send(mail) {
      try {
        await transporter.sendMail(toNodemailer(mail));
      } catch (error) {
        throw classifySmtpError(error);
      }
    },
    close: () => transporter.close(),
  };
}

/** Without SMTP (the embedded default): each mail becomes an .eml file an operator can open. */
export function fileTransport(dir: string, logger: Logger): MailTransport {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    async send(mail) {
      const info = await composer.sendMail(toNodemailer(mail));
      const name = `${mail.messageId.replace(/[<>]/g, "").replace(/[^\w.-]/g, "_")}.eml`;
      const file = path.join(dir, name);
      await mkdir(dir, { recursive: true });
      await writeFile(`${file}.tmp`, info.message as Buffer);
      await rename(`${file}.tmp`, file);
      logger.info({ file }, "mail written to file (no SMTP_URL configured)");
    },
    close: () => composer.close(),
  };
}
