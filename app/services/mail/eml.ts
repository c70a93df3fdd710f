/**
 * Messages as RFC 822 text, for the outbox: plain UTF-8 bodies (8bit), the HTML as a second
 * alternative part when given. `X-Sent-At` carries the millisecond time readers compare against.
 * No imports, so the e2e helpers can read outbox files with `parseEml` too.
 */
export type Mail = { to: string; subject: string; text: string; html?: string };

export type ParsedMail = Mail & { from: string; sentAt: string };

const CRLF = "\r\n";

/** RFC 2047 encoded-word for a header with non-ASCII characters. */
function encodeHeader(value: string): string {
  return /^[\x20-\x7e]*$/.test(value) ? value : `=?UTF-8?B?${Buffer.from(value, "utf8").toString("base64")}?=`;
}

function decodeHeader(value: string): string {
  return value.replace(/=\?UTF-8\?B\?([^?]*)\?=/gi, (_, b64: string) => Buffer.from(b64, "base64").toString("utf8"));
}

const crlf = (body: string) => body.replace(/\r?\n/g, CRLF);

export function toEml(mail: Mail, from: string, sentAt: Date): string {
  const headers = [
    `From: ${encodeHeader(from)}`,
    `To: ${mail.to}`,
    `Subject: ${encodeHeader(mail.subject)}`,
    `Date: ${sentAt.toUTCString()}`,
    `X-Sent-At: ${sentAt.toISOString()}`,
    "MIME-Version: 1.0",
  ];
  const textPart = ["Content-Type: text/plain; charset=utf-8", "Content-Transfer-Encoding: 8bit", "", crlf(mail.text)];
  if (mail.html === undefined) return [...headers, ...textPart].join(CRLF) + CRLF;
  const boundary = `=_voltshop_${sentAt.getTime().toString(36)}`;
  return (
    [
      ...headers,
      `Content-Type: multipart/alternative; boundary="${boundary}"`,
      "",
      `--${boundary}`,
      ...textPart,
      `--${boundary}`,
      "Content-Type: text/html; charset=utf-8",
      "Content-Transfer-Encoding: 8bit",
      "",
      crlf(mail.html),
      `--${boundary}--`,
    ].join(CRLF) + CRLF
  );
}

function splitHead(raw: string): { headers: Map<string, string>; body: string } {
  const at = raw.search(/\r?\n\r?\n/);
  const head = at < 0 ? raw : raw.slice(0, at);
  const body = at < 0 ? "" : raw.slice(at).replace(/^\r?\n\r?\n/, "");
  const headers = new Map<string, string>();
  for (const line of head.split(/\r?\n(?![ \t])/)) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

const lf = (s: string) => s.replace(/\r\n/g, "\n").replace(/\n$/, "");

/** Reads back what `toEml` wrote. */
export function parseEml(raw: string): ParsedMail {
  const { headers, body } = splitHead(raw);
  const boundary = /boundary="([^"]+)"/.exec(headers.get("content-type") ?? "")?.[1];
  let text = lf(body);
  let html: string | undefined;
  if (boundary) {
    for (const part of body.split(`--${boundary}`).slice(1)) {
      const parsed = splitHead(part.replace(/^\r?\n/, ""));
      const type = parsed.headers.get("content-type") ?? "";
      if (type.startsWith("text/plain")) text = lf(parsed.body);
      else if (type.startsWith("text/html")) html = lf(parsed.body);
    }
  }
  return {
    from: decodeHeader(headers.get("from") ?? ""),
    to: headers.get("to") ?? "",
    subject: decodeHeader(headers.get("subject") ?? ""),
    text,
    ...(html === undefined ? {} : { html }),
    sentAt: headers.get("x-sent-at") ?? new Date(headers.get("date") ?? 0).toISOString(),
  };
}

/** The 6-digit one-time code in a sign-in mail's text. */
export function findOneTimeCode(text: string): string | null {
  return /\b(\d{6})\b/.exec(text)?.[1] ?? null;
}
