import type { Page, TestInfo } from "@playwright/test";

/**
 * What a person would see as broken layout on the page as it is now: interactive controls drawn over one
 * another (a heart on "Add to cart"), a button whose words spill out of it, and anything that sticks out past
 * the viewport's width (sideways scrolling). Each problem is a line naming the elements, so a failing test says what to look at.
 */
export function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const name = (element: Element) => {
      const label = element.getAttribute("aria-label") ?? element.textContent?.trim().slice(0, 30) ?? "";
      return `${element.tagName.toLowerCase()}.${String(element.getAttribute("class")).split(" ").slice(0, 2).join(".")} "${label}"`;
    };
    const problems: string[] = [];
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > width) {
      const wide = [...document.body.querySelectorAll("*")].filter((element) => element.getBoundingClientRect().right > width + 1);
      problems.push(`wider than the viewport (${document.documentElement.scrollWidth} > ${width}): ${wide.slice(0, 3).map(name).join(", ")}`);
    }
    // Controls a person can see: not in a closed <details> or menu, not transparent, not clipped away (screen-reader-only).
    // A link that wraps is a box per line: its lines are what can cover a neighbour, not the rectangle around them.
    const controls = [...document.querySelectorAll("a[href], button, input:not([type=hidden]), select, textarea, summary")]
      .filter(
        (element) =>
          element.checkVisibility({ contentVisibilityAuto: true, opacityProperty: true, visibilityProperty: true }) &&
          getComputedStyle(element).clip !== "rect(0px, 0px, 0px, 0px)",
      )
      .map((element) => ({ element, boxes: [...element.getClientRects()].filter((box) => box.width > 2 && box.height > 2) }))
      .filter(({ boxes }) => boxes.length > 0);
    // A pixel of anti-aliased border shared by neighbours is not an overlap.
    const overlap = (p: DOMRect, q: DOMRect) =>
      Math.min(p.right, q.right) - Math.max(p.left, q.left) > 1 && Math.min(p.bottom, q.bottom) - Math.max(p.top, q.top) > 1;
    // A button's words must fit in it: text running out of a fixed-height button reads as broken.
    for (const { element } of controls) {
      if (element.tagName !== "BUTTON" && !element.classList.contains("btn")) continue;
      if (element.scrollHeight > element.clientHeight + 1 || element.scrollWidth > element.clientWidth + 1) problems.push(`${name(element)} spills its text`);
    }
    for (let i = 0; i < controls.length; i++) {
      for (let j = i + 1; j < controls.length; j++) {
        const [a, b] = [controls[i]!, controls[j]!];
        if (a.element.contains(b.element) || b.element.contains(a.element)) continue;
        if (a.boxes.some((p) => b.boxes.some((q) => overlap(p, q)))) problems.push(`${name(a.element)} overlaps ${name(b.element)}`);
      }
    }
    return problems;
  });
}

/** The widths whose screenshots are kept with the test (the phone, tablet and desktop). */
const SCREENSHOT_WIDTHS = new Set([375, 1024, 1440]);

/** The page at each width in turn (no reload: the layout follows the viewport), its problems per width; screenshots kept with the test. */
export async function layoutProblemsAt(page: Page, widths: readonly number[], testInfo: TestInfo, label: string): Promise<Record<number, string[]>> {
  const found: Record<number, string[]> = {};
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    // Reading the boxes lays the page out at the new width: nothing to wait for (and no page script runs without JavaScript).
    const problems = await layoutProblems(page);
    if (problems.length > 0) found[width] = problems;
    if (SCREENSHOT_WIDTHS.has(width)) {
      // Written under test-results (kept after the run, passed or not) and attached to the report.
      const file = testInfo.outputPath(`${label.replace(/\W+/g, "-")}-${width}.png`);
      await page.screenshot({ path: file, fullPage: true });
      await testInfo.attach(`${label} at ${width} px`, { path: file, contentType: "image/png" });
    }
  }
  return found;
}
