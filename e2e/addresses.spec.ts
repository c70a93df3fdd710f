import { expect, test, type Locator, type Page } from "@playwright/test";
import type { Lang } from "./support/dataset";
import { fromOwnAddress, newBuyerAt, text } from "./support/sign-in";
import { chooseState } from "./support/address-form";
import { blockingViolations } from "./support/axe";
import { waitForHydration } from "./support/hydration";
import { noMissingStrings } from "./support/strings";

const PAGE = { en: "/my-account/addresses", es: "/es/mi-cuenta/direcciones" } as const;
const PENNSYLVANIA = { en: "Pennsylvania", es: "Pensilvania" } as const;

test.beforeEach(({ page }) => fromOwnAddress(page));

type Address = { first: string; last: string; line1: string; city: string; postal: string; phone: string };

/** Fills the open address form's own fields (country and state are chosen by the caller), the postal code last. */
async function fill(form: Locator, lang: Lang, address: Address) {
  const field = (key: string) => form.getByLabel(text(key, lang), { exact: true });
  await field("accountAddressFirstName").fill(address.first);
  await field("accountAddressLastName").fill(address.last);
  await field("accountAddressLine1").fill(address.line1);
  await field("accountAddressCity").fill(address.city);
  await field("accountAddressPhone").fill(address.phone);
  // Last, so it keeps the focus: with JavaScript it is checked once typing pauses, not on blur.
  await field("accountAddressPostalCode").fill(address.postal);
}

/** The toast a done post shows on the list, which is back with no panel open. */
async function toasted(page: Page, lang: Lang, key: string) {
  await expect(page.getByRole("status").filter({ hasText: text(key, lang) })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${PAGE[lang]}$`));
  await expect(page.getByRole("dialog")).toHaveCount(0);
}

for (const lang of ["en", "es"] as const) {
  test.describe(`the address book (${lang})`, () => {
    // A whole session of the page: sign-in, two adds, a refusal, an edit, defaults and a removal.
    test.slow();

    test("adds, edits, chooses defaults and removes addresses", async ({ page, javaScriptEnabled }) => {
      await newBuyerAt(page, PAGE[lang], lang, javaScriptEnabled, "addresses");
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1, name: text("accountAddressesTitle", lang) })).toBeVisible();
      await expect(main.getByText(text("accountAddressesEmpty", lang))).toBeVisible();

      // Add: the slide-over is a URL; with JavaScript the form checks a field once typing in it pauses.
      await main.getByRole("link", { name: text("accountAddressAdd", lang) }).click();
      await expect(page).toHaveURL(/\?address=new$/);
      let form = page.getByRole("dialog", { name: text("accountAddressNewTitle", lang) });
      await fill(form, lang, { first: "Nora", last: "Field", line1: "9 Mill Rd", city: "Butler", postal: "1600", phone: "(412) 555-0111" });
      const postal = form.getByLabel(text("accountAddressPostalCode", lang), { exact: true });
      if (javaScriptEnabled) {
        await expect(postal).toBeFocused();
        await expect(form.getByText(text("accountPostalCodeUS", lang))).toBeVisible();
      }
      await chooseState(form, lang, javaScriptEnabled, { name: PENNSYLVANIA[lang] });
      await postal.fill("16001");
      if (javaScriptEnabled) await expect(form.getByText(text("accountPostalCodeUS", lang))).toBeHidden();
      await form.getByRole("button", { name: text("accountAddressSave", lang) }).click();
      await toasted(page, lang, "accountAddressAdded");
      await expect(main.getByText("9 Mill Rd", { exact: true })).toBeVisible();

      // A refused post keeps what was typed (the server's check without JavaScript, the browser's with it).
      await main.getByRole("link", { name: text("accountAddressAdd", lang) }).click();
      form = page.getByRole("dialog", { name: text("accountAddressNewTitle", lang) });
      await fill(form, lang, { first: "Li", last: "Second", line1: "500 Grant St", city: "Pittsburgh", postal: "15219", phone: "555" });
      if (javaScriptEnabled) {
        // Another country brings its own states: Canada's provinces replace the US states.
        await form.getByLabel(text("accountAddressCountry", lang), { exact: true }).selectOption("CA");
        await expect(form.getByLabel(text("accountAddressState", lang), { exact: true }).getByRole("option", { name: "Ontario" })).toHaveCount(1);
        await form.getByLabel(text("accountAddressCountry", lang), { exact: true }).selectOption("US");
      }
      await chooseState(form, lang, javaScriptEnabled, { code: "PA" });
      await form.getByRole("button", { name: text("accountAddressSave", lang) }).click();
      await expect(form.getByText(text("accountPhoneInvalid", lang))).toBeVisible();
      await expect(form.getByLabel(text("accountAddressLine1", lang), { exact: true })).toHaveValue("500 Grant St");
      await form.getByLabel(text("accountAddressPhone", lang), { exact: true }).fill("412-555-0122");
      await form.getByRole("button", { name: text("accountAddressSave", lang) }).click();
      await toasted(page, lang, "accountAddressAdded");

      // Edit
      await main.getByRole("link", { name: `${text("accountAddressEdit", lang)}: Nora Field` }).click();
      await expect(page).toHaveURL(/\?address=CT-\d+$/);
      form = page.getByRole("dialog", { name: text("accountAddressEditTitle", lang) });
      await expect(form.getByLabel(text("accountAddressLine1", lang), { exact: true })).toHaveValue("9 Mill Rd");
      await form.getByLabel(text("accountAddressCity", lang), { exact: true }).fill("Cranberry Township");
      await form.getByRole("button", { name: text("accountAddressSave", lang) }).click();
      await toasted(page, lang, "accountAddressUpdated");
      await expect(main.getByText("Cranberry Township, PA 16001", { exact: true })).toBeVisible();

      // Defaults
      const defaults = main.getByRole("region", { name: text("accountAddressDefaultsHeading", lang) });
      await defaults.getByLabel(text("accountAddressDefaultBilling", lang)).selectOption({ label: "Li Second, 500 Grant St, Pittsburgh" });
      await defaults.getByLabel(text("accountAddressDefaultShipping", lang)).selectOption({ label: "Nora Field, 9 Mill Rd, Cranberry Township" });
      await defaults.getByRole("button", { name: text("accountAddressDefaultsSave", lang) }).click();
      await toasted(page, lang, "accountAddressDefaultsSaved");
      const card = (line: string) => main.getByRole("listitem").filter({ hasText: line });
      await expect(card("500 Grant St").getByText(text("accountAddressDefaultBilling", lang), { exact: true })).toBeVisible();
      await expect(card("9 Mill Rd").getByText(text("accountAddressDefaultShipping", lang), { exact: true })).toBeVisible();

      // Remove, after its confirmation; closing the confirmation changes nothing.
      await main.getByRole("link", { name: `${text("accountAddressRemove", lang)}: Nora Field` }).click();
      let confirm = page.getByRole("dialog", { name: text("accountAddressRemoveTitle", lang) });
      await confirm.getByRole("link", { name: text("accountAddressCancel", lang) }).click();
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await main.getByRole("link", { name: `${text("accountAddressRemove", lang)}: Nora Field` }).click();
      await expect(page).toHaveURL(/\?remove=CT-\d+$/);
      confirm = page.getByRole("dialog", { name: text("accountAddressRemoveTitle", lang) });
      await confirm.getByRole("button", { name: text("accountAddressRemoveConfirm", lang) }).click();
      await toasted(page, lang, "accountAddressRemoved");
      await expect(main.getByText("9 Mill Rd", { exact: true })).toHaveCount(0);
      await expect(main.getByText("500 Grant St", { exact: true })).toBeVisible();
      await noMissingStrings(page);
    });
  });
}

test.describe("the ERP marker typed into an address", () => {
  test.slow();

  test("is refused on its field with the value kept and the focus on it, nothing saved", async ({ page, javaScriptEnabled }) => {
    await newBuyerAt(page, PAGE.en, "en", javaScriptEnabled, "addresses-marker");
    await page.goto(`${PAGE.en}?address=new`);
    const form = page.getByRole("dialog", { name: text("accountAddressNewTitle", "en") });
    const company = form.getByLabel(text("accountAddressCompany", "en"), { exact: true });
    await company.fill("Plant 3 (W1234567890)");
    await chooseState(form, "en", javaScriptEnabled, { code: "PA" });
    await fill(form, "en", { first: "Nora", last: "Field", line1: "9 Mill Rd", city: "Butler", postal: "16001", phone: "(412) 555-0111" });
    await form.getByRole("button", { name: text("accountAddressSave", "en") }).click();
    await expect(form.getByText(text("accountNameErpMarker", "en"))).toBeVisible();
    await expect(company).toHaveValue("Plant 3 (W1234567890)");
    await expect(company).toBeFocused();
    await expect(form.getByLabel(text("accountAddressLine1", "en"), { exact: true })).toHaveValue("9 Mill Rd");
    await company.fill("Plant 3");
    await form.getByRole("button", { name: text("accountAddressSave", "en") }).click();
    await toasted(page, "en", "accountAddressAdded");
    await expect(page.getByRole("main").getByText("Plant 3", { exact: true })).toBeVisible();
  });
});

/** A province typed by its name in the page's language without JavaScript, chosen from Canada's list with it. */
const BRITISH_COLUMBIA = { en: "British Columbia", es: "Columbia Británica" } as const;

test.describe("a Canadian address", () => {
  test.slow();

  for (const lang of ["en", "es"] as const) {
    test(`is saved on the first post, the province following the country (${lang})`, async ({ page, javaScriptEnabled }) => {
      await newBuyerAt(page, PAGE[lang], lang, javaScriptEnabled, "addresses-canada");
      await page.goto(`${PAGE[lang]}?address=new`);
      const form = page.getByRole("dialog", { name: text("accountAddressNewTitle", lang) });
      await form.getByLabel(text("accountAddressCountry", lang), { exact: true }).selectOption("CA");
      await chooseState(form, lang, javaScriptEnabled, { name: BRITISH_COLUMBIA[lang] });
      await fill(form, lang, { first: "Mia", last: "North", line1: "1 Main St", city: "Vancouver", postal: "V6B 1A1", phone: "604-555-0123" });
      await form.getByRole("button", { name: text("accountAddressSave", lang) }).click();
      await toasted(page, lang, "accountAddressAdded");
      await expect(page.getByRole("main").getByText(/Vancouver, BC V6B 1A1/)).toBeVisible();
    });
  }
});

test.describe("the address form before its code arrives", () => {
  test.slow();

  test("keeps the country, province and text changed before hydration, and saves them", async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "hydration needs JavaScript");
    await newBuyerAt(page, PAGE.en, "en", javaScriptEnabled, "addresses-early");
    // The form's code waits until the buyer has changed the server-rendered form.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/_shared/AddressForm-*.js", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${PAGE.en}?address=new`);
    const form = page.getByRole("dialog", { name: text("accountAddressNewTitle", "en") });
    await form.getByLabel(text("accountAddressCountry", "en"), { exact: true }).selectOption("CA");
    await form.getByLabel(text("accountAddressStateOrRegion", "en"), { exact: true }).fill("Ontario");
    await fill(form, "en", { first: "Early", last: "Bird", line1: "8 Front St W", city: "Toronto", postal: "M5J 1C8", phone: "416-555-0123" });
    release();
    await waitForHydration(page, form.locator("form"));
    await expect(form.getByLabel(text("accountAddressCountry", "en"), { exact: true })).toHaveValue("CA");
    await expect(form.getByLabel(text("accountAddressState", "en"), { exact: true })).toHaveValue("ON");
    await expect(form.getByLabel(text("accountAddressFirstName", "en"), { exact: true })).toHaveValue("Early");
    await form.getByRole("button", { name: text("accountAddressSave", "en") }).click();
    await toasted(page, "en", "accountAddressAdded");
    await expect(page.getByRole("main").getByText(/Toronto, ON M5J 1C8/)).toBeVisible();
  });
});

test.describe("axe on the address book", () => {
  test.slow();

  test("the list and the open slide-over have no serious or critical violations", async ({ page, javaScriptEnabled }) => {
    await newBuyerAt(page, PAGE.en, "en", javaScriptEnabled, "addresses-axe");
    for (const path of [`${PAGE.en}?address=new`, `${PAGE.es}?address=new`]) {
      await page.goto(path);
      await expect(page.getByRole("dialog").getByRole("button", { name: /Save address|Guardar dirección/ })).toBeVisible();
      const blocking = await blockingViolations(page, javaScriptEnabled);
      expect(blocking, `${path}: ${JSON.stringify(blocking)}`).toEqual([]);
    }
  });
});
