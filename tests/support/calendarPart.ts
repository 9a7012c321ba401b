import type { ReceivedMail } from "./parseMail";

/**
 * The `text/calendar` part of a received mail, decoded (base64, quoted-printable or plain), with
 * its Content-Type; null when the mail has none.
 */
export function calendarPart(mail: ReceivedMail): { contentType: string; body: string } | null {
  const parts = mail.raw.split(/\r?\n--[^\r\n]+\r?\n/);
  for (const part of parts) {
    const end = part.search(/\r?\n\r?\n/);
    if (end < 0) continue;
    const head = part.slice(0, end).replace(/\r?\n[ \t]+/g, " ");
    const contentType = /^content-type:\s*(text\/calendar[^\r\n]*)/im.exec(head)?.[1];
    if (!contentType) continue;
    const encoding = /^content-transfer-encoding:\s*(\S+)/im.exec(head)?.[1]?.toLowerCase();
    const raw = part
      .slice(end)
      .replace(/\r?\n--[^\r\n]*--\s*$/, "")
      .trim();
    const body =
      encoding === "base64"
        ? Buffer.from(raw.replace(/\s+/g, ""), "base64").toString("utf8")
        : encoding === "quoted-printable"
          ? Buffer.from(
              raw
                .replace(/=\r?\n/g, "")
                .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) =>
                  String.fromCharCode(parseInt(hex, 16)),
                ),
              "latin1",
            ).toString("utf8")
          : raw;
    return { contentType, body };
  }
  return null;
}
