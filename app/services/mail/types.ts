import type { Mail } from "./eml";

export type { Mail } from "./eml";

/** Sends one message; rejects when it could not be sent (never a silent success). */
export interface MailService {
  send(mail: Mail): Promise<void>;
}
