import { expect, test, type Page } from "@playwright/test";
import { firstOf, pathsOf, type Lang } from "./support/dataset";
import { askForCode, enterCode, enterEmailAndCode, fromOwnAddress, nameStep, newAddress, text } from "./support/sign-in";
import { blockingViolations } from "./support/axe";
import { waitForHydration } from "./support/hydration";
import { noMissingStrings } from "./support/strings";

const ARTICLE = pathsOf(firstOf("article"));
const PATHS = {
  en: { article: ARTICLE.en, login: "/login", profile: "/my-account/profile", home: "/" },
  es: { article: ARTICLE.es, login: "/es/login", profile: "/es/mi-cuenta/perfil", home: "/es" },
} as const;

test.beforeEach(({ page }) => fromOwnAddress(page));

async function signInFromHeader(page: Page, email: string, lang: Lang, javaScriptEnabled: boolean) {
  await page.getByRole("link", { name: text("loginSignIn", lang) }).click();
  // With JavaScript the page's own loader runs again for the new query string first.
  await expect(page.getByRole("dialog", { name: text("loginTitle", lang) })).toBeVisible({ timeout: 15_000 });
  await enterEmailAndCode(page, email, lang, javaScriptEnabled);
}

for (const lang of ["en", "es"] as const) {
  test.describe(`sign-in (${lang})`, () => {
    test("signs in through the login modal and comes back to the same page", async ({ page, javaScriptEnabled }) => {
      await page.goto(PATHS[lang].article);
      await signInFromHeader(page, "maria.gonzalez@example.com", lang, javaScriptEnabled);
      await expect(page).toHaveURL(new RegExp(`${PATHS[lang].article}$`));
      await expect(page.getByRole("dialog")).toBeHidden();
      await expect(page.getByRole("banner").getByText("Maria Gonzalez")).toBeVisible();
      await noMissingStrings(page);
    });

    test("refuses an invalid e-mail with 'Invalid email' and keeps what was typed", async ({ page }) => {
      await page.goto(PATHS[lang].login);
      await page.getByLabel(text("loginEmailLabel", lang)).fill("maria@example");
      await page.getByRole("button", { name: text("loginSendCode", lang) }).click();
      await expect(page.getByText(text("authInvalidEmail", lang))).toBeVisible();
      await expect(page.getByLabel(text("loginEmailLabel", lang))).toHaveValue("maria@example");
    });

    test("asks a new buyer for their name on every page until it is saved", async ({ page, javaScriptEnabled }) => {
      const email = newAddress(`name-${lang}`);
      await page.goto(PATHS[lang].article);
      await signInFromHeader(page, email, lang, javaScriptEnabled);
      const dialog = page.getByRole("dialog", { name: text("loginNameTitle", lang) });
      await expect(dialog).toBeVisible();
      // It cannot be dismissed: no close link, and Escape leaves it open.
      await expect(dialog.getByRole("link")).toHaveCount(0);
      await page.keyboard.press("Escape");
      await expect(dialog).toBeVisible();
      await page.goto(PATHS[lang].home);
      await expect(dialog).toBeVisible();
      await expect(dialog.getByLabel(text("loginEmailLabel", lang))).toHaveValue(email);

      if (javaScriptEnabled) {
        // Without JavaScript the browser itself refuses the empty required fields (the server's answer is HTTP-tested),
        // and so it does before the scripts run: they load once the page has painted.
        await waitForHydration(page);
        await dialog.getByRole("button", { name: text("loginSave", lang) }).click();
        await expect(dialog.getByText(text("thisFieldIsRequired", lang)).first()).toBeVisible();
      }
      await nameStep(page, lang, "Erin", "Tester");
      await expect(page.getByRole("banner").getByText("Erin Tester")).toBeVisible();
      await noMissingStrings(page);
    });

    test("a private call answered 401 signs out and opens the login modal", async ({ page, context, javaScriptEnabled }) => {
      test.skip(!javaScriptEnabled, "without JavaScript every page is rendered from the (gone) session");
      await page.goto(PATHS[lang].home);
      await signInFromHeader(page, newAddress(`gone-${lang}`), lang, javaScriptEnabled);
      const naming = page.getByRole("dialog", { name: text("loginNameTitle", lang) });
      await expect(naming).toBeVisible();
      await context.clearCookies();
      await naming.getByLabel(text("loginFirstName", lang)).fill("Gone");
      await naming.getByLabel(text("loginLastName", lang)).fill("Session");
      await naming.getByRole("button", { name: text("loginSave", lang) }).click();
      await expect(page.getByRole("dialog", { name: text("loginTitle", lang) })).toBeVisible();
      await expect(page.getByRole("banner").getByRole("link", { name: text("loginSignIn", lang) })).toBeVisible();
    });

    test("signs out from the account menu", async ({ page, javaScriptEnabled }) => {
      await page.goto(PATHS[lang].home);
      await signInFromHeader(page, "tom.becker@example.com", lang, javaScriptEnabled);
      const banner = page.getByRole("banner");
      await banner.getByText("Tom Becker").click();
      await banner.getByRole("button", { name: text("loginSignOut", lang) }).click();
      await expect(banner.getByRole("link", { name: text("loginSignIn", lang) })).toBeVisible();
      await expect(banner.getByText("Tom Becker")).toHaveCount(0);
    });

    test("returns to the page a sign-in started from, not to an account page the guard remembered earlier", async ({ page, javaScriptEnabled }) => {
      await page.goto(PATHS[lang].profile);
      await expect(page).toHaveURL(new RegExp(`${PATHS[lang].login}$`));
      await page.goto(PATHS[lang].article);
      await signInFromHeader(page, "li.chen@example.com", lang, javaScriptEnabled);
      await expect(page).toHaveURL(new RegExp(`${PATHS[lang].article}$`));
      await expect(page.getByRole("dialog")).toBeHidden();
    });

    test("a new buyer's company takes their name; a refused name shows on the profile, and a Save right after the fix is sent", async ({
      page,
      javaScriptEnabled,
    }) => {
      const email = newAddress(`profile-${lang}`);
      await page.goto(PATHS[lang].profile);
      await enterEmailAndCode(page, email, lang, javaScriptEnabled);
      await nameStep(page, lang, "Ada", "Buyer");
      const main = page.getByRole("main");
      await expect(main.getByText("Ada Buyer", { exact: true })).toBeVisible();
      await expect(main.getByText(email, { exact: true })).toHaveCount(1);

      if (javaScriptEnabled) await waitForHydration(page, main.getByRole("button", { name: text("loginSave", lang) }));
      const last = main.getByLabel(text("loginLastName", lang));
      await last.fill("   ");
      await main.getByRole("button", { name: text("loginSave", lang) }).click();
      // One message for the one refused field, said once (it was twice with JavaScript on).
      await expect(last).toHaveAccessibleDescription(text("thisFieldIsRequired", lang));
      await expect(main.getByText(text("thisFieldIsRequired", lang))).toHaveCount(1);
      await expect(page).toHaveURL(new RegExp(`${PATHS[lang].profile}$`));
      await expect(page.getByRole("heading", { level: 1, name: text("accountProfileTitle", lang) })).toBeVisible();
      await expect(page.getByText(text("loginNameTitle", lang))).toHaveCount(0);

      // Typed and saved at once, well within the validation's pause after typing.
      await main.getByLabel(text("loginLastName", lang)).fill("Builder");
      await main.getByRole("button", { name: text("loginSave", lang) }).click();
      await expect(page.getByRole("banner").getByText("Ada Builder")).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${PATHS[lang].profile}$`));
    });

    test("sends a visitor from the account area to login and back after signing in", async ({ page, javaScriptEnabled }) => {
      await page.goto(PATHS[lang].profile);
      await expect(page).toHaveURL(new RegExp(`${PATHS[lang].login}$`));
      await enterEmailAndCode(page, "li.chen@example.com", lang, javaScriptEnabled);
      await expect(page).toHaveURL(new RegExp(`${PATHS[lang].profile}$`));
      await expect(page.getByRole("heading", { level: 1, name: text("accountProfileTitle", lang) })).toBeVisible();
      await noMissingStrings(page);
    });
  });
}

test.describe("a stranger asking for codes to the buyer's address", () => {
  test("keeps neither the buyer's browser from its code nor that code from working", async ({ page, playwright, baseURL, javaScriptEnabled }) => {
    const email = newAddress("besieged");
    // Another browser at another address, asking as fast as it is answered.
    const stranger = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { "X-Forwarded-For": "203.0.113.77", Origin: baseURL! } });
    const strangerAsks = async () => {
      const res = await stranger.post("/login", { form: { intent: "email", place: "page", email, name__confirm: "" }, maxRedirects: 0 });
      expect(res.status()).toBe(303);
    };
    await strangerAsks();
    await page.goto(PATHS.en.login);
    const code = await askForCode(page, email, "en", javaScriptEnabled);
    await strangerAsks();
    await enterCode(page, code, "en", javaScriptEnabled);
    await expect(page.getByRole("dialog", { name: text("loginNameTitle", "en") })).toBeVisible();
    await stranger.dispose();
  });
});

test.describe("axe on the sign-in screens", () => {
  // axe walks the whole page under a modal; slow machines need more than the default 30 s.
  test.slow();

  test("the login page and the modal at both steps have no serious or critical violations", async ({ page, javaScriptEnabled }) => {
    await page.goto("/login");
    expect(await blockingViolations(page, javaScriptEnabled)).toEqual([]);
    await page.goto("/?login=1");
    await expect(page.getByRole("dialog")).toBeVisible();
    expect(await blockingViolations(page, javaScriptEnabled)).toEqual([]);
    const email = newAddress("axe");
    await page.getByLabel(text("loginEmailLabel", "en")).fill(email);
    await page.getByRole("button", { name: text("loginSendCode", "en") }).click();
    await expect(page.getByText(text("loginCodeSentTo", "en", [email]))).toBeVisible();
    expect(await blockingViolations(page, javaScriptEnabled)).toEqual([]);
  });

  test("the name step has no serious or critical violations", async ({ page, javaScriptEnabled }) => {
    await page.goto("/");
    await signInFromHeader(page, newAddress("axe-name"), "en", javaScriptEnabled);
    await expect(page.getByRole("dialog", { name: text("loginNameTitle", "en") })).toBeVisible();
    expect(await blockingViolations(page, javaScriptEnabled)).toEqual([]);
  });
});
