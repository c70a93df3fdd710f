import type { StringKey } from "./string-keys";

export interface ErrorTexts {
  title: StringKey;
  /** Not found's message names the path (`~~1~~`). */
  message: StringKey;
}

/** What each error status tells the visitor; a status without its own words is our fault (500). */
const BY_STATUS: Readonly<Record<number, ErrorTexts>> = {
  400: { title: "shellBadRequestTitle", message: "shellBadRequestMessage" },
  403: { title: "shellForbiddenTitle", message: "shellForbiddenMessage" },
  404: { title: "shellNotFoundTitle", message: "shellNotFoundMessage" },
  405: { title: "shellMethodNotAllowedTitle", message: "shellMethodNotAllowedMessage" },
  413: { title: "shellPayloadTooLargeTitle", message: "shellPayloadTooLargeMessage" },
  415: { title: "shellUnsupportedTypeTitle", message: "shellUnsupportedTypeMessage" },
  429: { title: "shellTooManyRequestsTitle", message: "shellTooManyRequestsMessage" },
  503: { title: "shellUnavailableTitle", message: "shellUnavailableMessage" },
};

const SERVER_ERROR: ErrorTexts = { title: "shellServerErrorTitle", message: "shellServerErrorMessage" };

export function errorTexts(status: number): ErrorTexts {
  return BY_STATUS[status] ?? SERVER_ERROR;
}
