/**
 * SAP's Open Catalog Interface, 4.0 and 5.0 (docs/punchout.md#oci): the login fields the procurement system opens
 * the shop with, and the NEW_ITEM-*[n] fields the cart goes back as. OCI fields have fixed lengths; a value is cut
 * to its field's length rather than refused by the buyer's system.
 */
import { formatPlainAmount } from "../money";
import { leadTimeDays } from "../price-file";
import { isSafeExternalUrl } from "../url-safety";
import type { ReturnedLine } from "./returned-line";

export type OciVersion = "4.0" | "5.0";
export type OciLogin = { kind: "login"; username: string; password: string; hookUrl: string; target: string | null; ociVersion: OciVersion };
export type OciRefusalReason = "missing-hook-url" | "bad-hook-url" | "bad-login" | "unsupported-version";
export type OciRefusal = { kind: "refusal"; reason: OciRefusalReason };

/** Longer than any real login or return address; beyond it a value is refused, not cut. */
const MAX_LOGIN_LENGTH = 256;
const MAX_HOOK_URL_LENGTH = 2048;
/** A frame name a form may target (`_top`, `_parent`, a named frame); anything else is ignored. */
const FRAME_NAME = /^[\w-]{1,64}$/;
/** `4.0`, `5.0`, also written `4` or `5.00`. */
const VERSION = /^([45])(?:\.0+)?$/;

/** The login fields, read by name in any letter case (SAP systems differ: `HOOK_URL`, `~OkCode`, `~caller`). */
export function readOciLogin(fields: Record<string, string>): OciLogin | OciRefusal {
  const byName = new Map<string, string>();
  for (const [name, value] of Object.entries(fields)) {
    if (!byName.has(name.toUpperCase())) byName.set(name.toUpperCase(), value.trim());
  }
  const field = (name: string) => byName.get(name) ?? "";
  const hookUrl = field("HOOK_URL");
  if (hookUrl === "") return { kind: "refusal", reason: "missing-hook-url" };
  if (hookUrl.length > MAX_HOOK_URL_LENGTH || !isSafeExternalUrl(hookUrl)) return { kind: "refusal", reason: "bad-hook-url" };
  const username = field("USERNAME");
  const password = field("PASSWORD");
  if ([username, password].some((value) => value === "" || value.length > MAX_LOGIN_LENGTH)) return { kind: "refusal", reason: "bad-login" };
  const version = VERSION.exec(field("OCI_VERSION") || "4.0");
  if (!version) return { kind: "refusal", reason: "unsupported-version" };
  const target = field("~TARGET");
  return { kind: "login", username, password, hookUrl, target: FRAME_NAME.test(target) ? target : null, ociVersion: `${version[1]}.0` as OciVersion };
}

/** OCI field lengths (SAP OCI 5.0, "Overview field names"). */
const LENGTH = { description: 40, unit: 3, price: 15, currency: 5, vendorMaterial: 40, manufacturerMaterial: 40, materialGroup: 10, leadTime: 5 };

/** Whitespace runs as one space: OCI's short fields are single lines. */
function singleLine(value: string): string {
  return value.replace(/\s+/g, " ").trim();
}

/** At most `length` characters (code points, as SAP counts them) of one line. */
function cut(value: string, length: number): string {
  return Array.from(singleLine(value)).slice(0, length).join("").trimEnd();
}

function lineFields(line: ReturnedLine, currency: string, n: number): [name: string, value: string][] {
  const price = formatPlainAmount(line.unitPrice);
  if (price.length > LENGTH.price) throw new RangeError(`A unit price of ${price} does not fit OCI's price field`);
  const description = cut(line.description, LENGTH.description);
  const fullDescription = singleLine(line.description);
  const optional: [string, string | undefined][] = [
    ["MANUFACTMAT", line.manufacturerPartId && cut(line.manufacturerPartId, LENGTH.manufacturerMaterial)],
    // UNSPSC codes (8 digits) fit; a longer classification would be cut into another group, so it is left out.
    ["MATGROUP", line.classification.value.length <= LENGTH.materialGroup ? line.classification.value : undefined],
    ["LEADTIME", line.leadTimeDays === undefined ? undefined : String(Math.min(leadTimeDays(line.leadTimeDays), 99_999))],
  ];
  const fields: [string, string][] = [
    ["DESCRIPTION", description],
    ["QUANTITY", String(line.quantity)],
    ["UNIT", cut(line.unitOfMeasure, LENGTH.unit)],
    ["PRICE", price],
    ["PRICEUNIT", "1"],
    ["CURRENCY", cut(currency, LENGTH.currency)],
    ["VENDORMAT", cut(line.supplierPartId, LENGTH.vendorMaterial)],
    ...optional.filter((field): field is [string, string] => Boolean(field[1])),
  ];
  const named = fields.map(([name, value]): [string, string] => [`NEW_ITEM-${name}[${n}]`, value]);
  // The whole description goes as long text when the 40-character field had to cut it.
  return description === fullDescription ? named : [...named, [`NEW_ITEM-LONGTEXT_${n}:132[]`, fullDescription]];
}

/** The cart's lines as OCI fields, numbered from 1, amounts with a `.` decimal in every language. */
export function ociItemFields(lines: ReturnedLine[], currency: string): [name: string, value: string][] {
  return lines.flatMap((line, index) => lineFields(line, currency, index + 1));
}

/** Everything the return form posts to HOOK_URL: the "add items" function code, the frame, the caller, the items. */
export function ociReturnFields(login: Pick<OciLogin, "target">, lines: ReturnedLine[], currency: string): [name: string, value: string][] {
  return [["~OkCode", "ADDI"], ["~TARGET", login.target ?? "_top"], ["~CALLER", "CTLG"], ...ociItemFields(lines, currency)];
}
