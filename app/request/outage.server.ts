import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from "~/services/db/unavailable.server";
import { callTranslator } from "./call-language.server";

/** How a JSON call says it cannot answer now: a 503 in its own error format, with `headers` (Retry-After). */
export type OutageAnswer = (message: string, headers: Record<string, string>) => Response;

/**
 * A call's handler that answers a database out of reach with `answer` (503, Retry-After, the message in the
 * caller's language) instead of Remix's 500. Anything else it throws, its own refusals included, goes on as it was.
 */
export function answeringOutage<Args extends { request: Request }>(
  answer: OutageAnswer,
  handle: (args: Args) => Promise<Response>,
): (args: Args) => Promise<Response> {
  return async (args) => {
    try {
      return await handle(args);
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      const { t } = await callTranslator(args.request);
      return answer(t("jsonCallUnavailable", [DATABASE_RETRY_AFTER_SECONDS]), { "Retry-After": String(DATABASE_RETRY_AFTER_SECONDS) });
    }
  };
}
