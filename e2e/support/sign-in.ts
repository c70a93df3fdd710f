import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, type Page } from "@playwright/test";
import { ROOT } from "../../tests/http/support/built-server";
import type { Lang } from "./dataset";
import { oneTimeCode, waitForMail } from "./outbox";

/** The sign-in, account and favorites texts (and the shipping glossary's) as the buyer reads them. */
type Table = Record<string, Record<Lang, string>>;
const readTable = (file: string) => JSON.parse(readFileSync(path.join(ROOT, "content/strings", `${file}.json`), "utf8")) as Table;
const strings: Table = { ...readTable("auth"), ...readTable("auth-mail"), ...readTable("account"), ...readTable("favorites"), ...readTable("checkout") };
export const text = (key: string, lang: Lang, vars: (string | number)[] = []) => {
  const value = strings[key]?.[lang];
  if (value === undefined) throw new Error(`no string ${key}`);
  return vars.reduce<string>((out, v, i) => out.replace(`~~${i + 1}~~`, String(v)), value);
};

/**
 * Each test asks from its own address (a proxy would say so), so the per-IP code limits of one e2e
 * server never throttle the suite.
 */
export async function fromOwnAddress(page: Page): Promise<void> {
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": `10.${[0, 0, 0].map(() => randomBytes(1)[0]! % 250).join(".")}` });
}

export const newAddress = (label: string) => `e2e-${label}-${randomBytes(4).toString("hex")}@example.com`;

/** Step 1 in the open login flow (modal or page): the e-mail sent, the code step shown; answers the mailed code. */
export async function askForCode(page: Page, email: string, lang: Lang, javaScriptEnabled: boolean): Promise<string> {
  const since = new Date();
  await page.getByLabel(text("loginEmailLabel", lang)).fill(email);
  await page.getByRole("button", { name: text("loginSendCode", lang) }).click();
  await expect(page.getByText(text("loginCodeSentTo", lang, [email]))).toBeVisible();
  const code = oneTimeCode(await waitForMail(email, { since }));
  // Resend waits 60 s: a counting label with JavaScript, the seconds as text without it.
  const resend = page.getByRole("button", { name: new RegExp(`^${text("loginResend", lang)}`) });
  await expect(resend).toBeDisabled();
  if (javaScriptEnabled) await expect(resend).toHaveText(/\((59|5\d|4\d)\)$/);
  else await expect(page.getByText(/\d+/).filter({ hasText: text("loginResendWait_other", lang).split("~~1~~")[0]! })).toBeVisible();
  return code;
}

/** Step 2: the code typed (six boxes with JavaScript, one field without) and sent. */
export async function enterCode(page: Page, code: string, lang: Lang, javaScriptEnabled: boolean) {
  if (javaScriptEnabled) {
    // Six boxes; a whole code arriving in the first (paste, autofill) fills them all.
    await page.getByLabel(text("loginCodeDigit", lang).replace("~~1~~", "1")).fill(code);
    await expect(page.getByLabel(text("loginCodeDigit", lang).replace("~~1~~", "6"))).toHaveValue(code[5]!);
  } else {
    await page.getByLabel(text("loginCodeLabel", lang)).fill(code);
  }
  await page.getByRole("button", { name: text("loginVerify", lang) }).click();
}

/** Steps 1 and 2 in the open login flow (modal or page): e-mail, then the mailed code. */
export async function enterEmailAndCode(page: Page, email: string, lang: Lang, javaScriptEnabled: boolean) {
  await enterCode(page, await askForCode(page, email, lang, javaScriptEnabled), lang, javaScriptEnabled);
}

/** The name step's modal, which a new buyer meets on every page until it is done. */
export async function nameStep(page: Page, lang: Lang, first: string, last: string) {
  const dialog = page.getByRole("dialog", { name: text("loginNameTitle", lang) });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(text("loginNameBanner", lang))).toBeVisible();
  await dialog.getByLabel(text("loginFirstName", lang)).fill(first);
  await dialog.getByLabel(text("loginLastName", lang)).fill(last);
  await dialog.getByRole("button", { name: text("loginSave", lang) }).click();
  await expect(dialog).toBeHidden();
}

/** A new buyer (a new address) who opens `path` (a page that needs a buyer, no query): signed in there and back, then named. */
export async function newBuyerAt(page: Page, path: string, lang: Lang, javaScriptEnabled: boolean, label: string): Promise<string> {
  const email = newAddress(`${label}-${lang}`);
  await page.goto(path);
  await expect(page).toHaveURL(new RegExp(`${lang === "es" ? "/es/login" : "/login"}$`));
  await enterEmailAndCode(page, email, lang, javaScriptEnabled);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await nameStep(page, lang, "Ada", "Buyer");
  return email;
}
