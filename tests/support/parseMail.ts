/** A received mail, decoded just enough for assertions: headers and the text and HTML parts. */
export interface ReceivedMail {
  raw: string;
  headers: Map<string, string>;
  text: string;
  html: string;
}

function splitHead(raw: string): { head: string; body: string } {
  const end = raw.search(/\r?\n\r?\n/);
  if (end < 0) return { head: raw, body: "" };
  const separator = /\r?\n\r?\n/.exec(raw.slice(end))?.[0].length ?? 2;
  return { head: raw.slice(0, end), body: raw.slice(end + separator) };
}

function parseHeaders(head: string): Map<string, string> {
  const headers = new Map<string, string>();
  // Folded lines continue the previous header (RFC 5322 section 2.2.3).
  for (const line of head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0)
      headers.set(
        line.slice(0, colon).trim().toLowerCase(),
        decodeWords(line.slice(colon + 1).trim()),
      );
  }
  return headers;
}

/** RFC 2047 encoded words (`=?utf-8?Q?...?=` / `=?utf-8?B?...?=`). */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(
      /=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g,
      (_match, _charset: string, encoding: string, text: string) =>
        encoding.toUpperCase() === "B"
          ? Buffer.from(text, "base64").toString("utf8")
          : decodeQuotedPrintable(text.replace(/_/g, " ")),
    );
}

function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-Fa-f]{2})/g, (_match, hex: string) => `%${hex}`);
  return Buffer.from(
    bytes.replace(/%([0-9A-Fa-f]{2})|[^%]+/g, (match, hex: string | undefined) =>
      hex ? String.fromCharCode(parseInt(hex, 16)) : Buffer.from(match, "utf8").toString("latin1"),
    ),
    "latin1",
  ).toString("utf8");
}

function decodeBody(body: string, encoding: string | undefined): string {
  switch (encoding?.toLowerCase()) {
    case "quoted-printable":
      return decodeQuotedPrintable(body);
    case "base64":
      return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
    default:
      return body;
  }
}

export function parseMail(raw: string): ReceivedMail {
  const { head, body } = splitHead(raw);
  const headers = parseHeaders(head);
  const parts = { text: "", html: "" };
  const visit = (partHeaders: Map<string, string>, partBody: string) => {
    const type = partHeaders.get("content-type") ?? "text/plain";
    const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
    if (type.toLowerCase().startsWith("multipart/") && boundary) {
      for (const section of partBody.split(`--${boundary}`).slice(1)) {
        if (section.startsWith("--")) break;
        const inner = splitHead(section.replace(/^\r?\n/, ""));
        visit(parseHeaders(inner.head), inner.body.replace(/\r?\n$/, ""));
      }
      return;
    }
    const decoded = decodeBody(partBody, partHeaders.get("content-transfer-encoding")).replace(
      /\r\n/g,
      "\n",
    );
    if (type.toLowerCase().startsWith("text/html")) parts.html = decoded;
    else if (type.toLowerCase().startsWith("text/plain")) parts.text = decoded;
  };
  visit(headers, body);
  return { raw, headers, ...parts };
}

/** The id of the stored message a mail was sent for: our Message-ID is `<id.kind@domain>`. */
export function storedMessageIdOf(mail: ReceivedMail): string {
  return /<([^.]+)\./.exec(mail.headers.get("message-id") ?? "")?.[1] ?? "";
}
