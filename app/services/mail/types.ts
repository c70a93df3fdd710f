/** One message: plain text, with the same content as HTML when given. */
export type Mail = { to: string; subject: string; text: string; html?: string; replyTo?: string };

/** Sends one message; rejects when it could not be sent (never a silent success). */
export interface MailService {
  send(mail: Mail): Promise<void>;
}
