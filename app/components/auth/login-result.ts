import type { SubmissionResult } from "@conform-to/react";
import type { LoginIntent } from "~/domain/forms/auth-schemas";
import type { LoginPlace } from "./login-urls";

/** What the login action answers when it does not redirect: the step's reply (errors, typed values). */
export type LoginActionData = { intent: LoginIntent; reply: SubmissionResult<string[]>; place: LoginPlace };

/** The reply for one step, from the fetcher (JavaScript) or the page's action data (without it). */
export function replyFor(intent: LoginIntent, ...sources: (LoginActionData | undefined)[]): SubmissionResult<string[]> | undefined {
  return sources.find((data) => data?.intent === intent)?.reply;
}
