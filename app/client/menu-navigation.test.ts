import { describe, expect, it } from "vitest";
import { clientNavigationPath } from "./menu-navigation";

const ORIGIN = "https://shop.example";
const plainClick = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false };
const anchor = (href: string, extra: Partial<{ target: string; hasDownload: boolean }> = {}) => ({ href, target: "", hasDownload: false, ...extra });

describe("clientNavigationPath", () => {
  it("takes a plain left click on a link of the site, with its query and hash", () => {
    expect(clientNavigationPath(plainClick, anchor(`${ORIGIN}/category/wire-duct?sort=pn#list`), ORIGIN)).toBe("/category/wire-duct?sort=pn#list");
    expect(clientNavigationPath(plainClick, anchor("/es/categoria/canaleta", { target: "_self" }), ORIGIN)).toBe("/es/categoria/canaleta");
  });

  it.each([
    ["a modifier key (new tab or window)", { ...plainClick, ctrlKey: true }],
    ["the meta key", { ...plainClick, metaKey: true }],
    ["shift", { ...plainClick, shiftKey: true }],
    ["alt (download)", { ...plainClick, altKey: true }],
    ["the middle button", { ...plainClick, button: 1 }],
    ["a click another handler took", { ...plainClick, defaultPrevented: true }],
  ])("leaves %s to the browser", (_what, click) => {
    expect(clientNavigationPath(click, anchor("/about"), ORIGIN)).toBeNull();
  });

  it("leaves other windows, downloads and other sites to the browser", () => {
    expect(clientNavigationPath(plainClick, anchor("/about", { target: "_blank" }), ORIGIN)).toBeNull();
    expect(clientNavigationPath(plainClick, anchor("/price-file.csv", { hasDownload: true }), ORIGIN)).toBeNull();
    expect(clientNavigationPath(plainClick, anchor("https://elsewhere.example/about"), ORIGIN)).toBeNull();
  });
});
