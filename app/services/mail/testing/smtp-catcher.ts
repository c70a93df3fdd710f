import type { AddressInfo } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";
import { addressText } from "./outbox-reader";

/** One message the catcher accepted: what the client said in the SMTP envelope and the parsed message. */
export type CaughtMail = {
  envelope: { from: string; to: string[] };
  /** The From and To headers as written (`Name <address>`). */
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  /** Everything mailparser read, for the headers and parts the fields above leave out. */
  parsed: ParsedMail;
};

export type SmtpCatcherOptions = {
  /** Credentials the client must log in with (AUTH PLAIN/LOGIN over the plain connection); none: no login. */
  auth?: { user: string; pass: string };
  /** Recipients refused with 550 (mailbox unavailable), as a real server refuses an address. */
  refuse?: (recipient: string) => boolean;
};

export interface SmtpCatcher {
  /** `smtp://[user:pass@]127.0.0.1:port`, ready for `SMTP_URL`. */
  readonly url: string;
  /** Accepted messages, oldest first. */
  readonly messages: readonly CaughtMail[];
  /** Resolves with the n-th accepted message (1-based) as soon as it has arrived; rejects after `timeoutMs`. */
  waitForMessage(n: number, timeoutMs?: number): Promise<CaughtMail>;
  stop(): Promise<void>;
}

/** An SMTP server on a free loopback port that parses and keeps every message it is sent (tests only). */
export async function startSmtpCatcher(options: SmtpCatcherOptions = {}): Promise<SmtpCatcher> {
  const messages: CaughtMail[] = [];
  const waiters = new Set<() => void>();
  const { auth, refuse } = options;

  const server = new SMTPServer({
    // Plain SMTP on loopback: no certificate for clients to distrust, the login allowed without TLS.
    disabledCommands: auth ? ["STARTTLS"] : ["STARTTLS", "AUTH"],
    allowInsecureAuth: true,
    authOptional: !auth,
    logger: false,
    onAuth(login, _session, callback) {
      if (auth && login.username === auth.user && login.password === auth.pass) callback(null, { user: login.username });
      else callback(Object.assign(new Error("Invalid username or password"), { responseCode: 535 }));
    },
    onRcptTo(address, _session, callback) {
      if (refuse?.(address.address)) callback(Object.assign(new Error(`Mailbox unavailable: ${address.address}`), { responseCode: 550 }));
      else callback();
    },
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          const mailFrom = session.envelope.mailFrom;
          messages.push({
            envelope: { from: mailFrom ? mailFrom.address : "", to: session.envelope.rcptTo.map((r) => r.address) },
            from: addressText(parsed.from),
            to: addressText(parsed.to),
            subject: parsed.subject ?? "",
            text: parsed.text ?? "",
            html: typeof parsed.html === "string" ? parsed.html : null,
            parsed,
          });
          for (const wake of [...waiters]) wake();
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  const credentials = auth ? `${encodeURIComponent(auth.user)}:${encodeURIComponent(auth.pass)}@` : "";

  return {
    url: `smtp://${credentials}127.0.0.1:${port}`,
    messages,
    waitForMessage(n, timeoutMs = 15_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const message = messages[n - 1];
          if (!message) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(message);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`SMTP message ${n} did not arrive within ${timeoutMs} ms (${messages.length} arrived)`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
