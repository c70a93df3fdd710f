import AxeBuilder from "@axe-core/playwright";
import { waitForHydration } from "./support/hydration";
import { expect, test, type Page } from "@playwright/test";
import { firstOf, pathsOf, type Lang } from "./support/dataset";

const pages: { name: string; paths: Record<Lang, string> }[] = [
  { name: "home", paths: { en: "/", es: "/es" } },
  { name: "category", paths: pathsOf(firstOf("category")) },
  { name: "product", paths: pathsOf(firstOf("product")) },
  { name: "article", paths: pathsOf(firstOf("article")) },
];

const BLOCKING = new Set(["serious", "critical"]);

async function expectNoBlockingViolations(page: Page) {
  await waitForHydration(page);
  const { violations } = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
  const blocking = violations
    .filter((v) => BLOCKING.has(v.impact ?? ""))
    .map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => n.target.join(" ")).slice(0, 10) }));
  expect(blocking, JSON.stringify(blocking, null, 2)).toEqual([]);
}

// axe runs its script in the page, so it needs JavaScript; the server-rendered markup is the same.
test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "axe needs JavaScript in the page");

test.describe("axe", () => {
  for (const { name, paths } of pages) {
    for (const lang of ["en", "es"] as const) {
      test(`${name} in ${lang} (${paths[lang]}) has no serious or critical violations`, async ({ page }) => {
        await page.goto(paths[lang]);
        await expectNoBlockingViolations(page);
      });
    }
  }

  test("home with the shop mega-menu open", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("navigation", { name: "Main" }).locator("details summary").first().click();
    await expectNoBlockingViolations(page);
  });

  test("home on a 375 px phone with the menu open", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/");
    await page.getByRole("button", { name: "Menu", exact: true }).click();
    await expectNoBlockingViolations(page);
  });
});
