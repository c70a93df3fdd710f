import type { SubmissionResult } from "@conform-to/react";
import type { LoginIntent } from "~/domain/forms/auth-schemas";
import type { LoginPlace } from "./login-urls";

/**
 * What the login action answers when it does not redirect: the step's reply (errors as translation
 * keys, typed values) and the variables of its form error (e.g. the seconds to wait).
 */
export type LoginActionData = { intent: LoginIntent; reply: SubmissionResult<string[]>; place: LoginPlace; errorVars?: number[] };

/** The reply for one step, from the fetcher (JavaScript) or the page's action data (without it). */
export function replyFor(intent: LoginIntent, ...sources: (LoginActionData | undefined)[]): SubmissionResult<string[]> | undefined {
  return answerFor(intent, ...sources)?.reply;
}

/** The whole answer for one step (its reply and error variables). */
export function answerFor(intent: LoginIntent, ...sources: (LoginActionData | undefined)[]): LoginActionData | undefined {
  return sources.find((data) => data?.intent === intent);
}
