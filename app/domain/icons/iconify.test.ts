import { describe, expect, it } from "vitest";
import { ICON_SET_PREFIX, ICON_SHAPES } from "./icon-set";
import { iconBody, iconifyAnswer, parseIconNames } from "./iconify";

describe("parseIconNames", () => {
  it("reads a comma list, each name once, in order", () => {
    expect(parseIconNames("cart,user, cart ,no-such-icon")).toEqual({ ok: true, names: ["cart", "user", "no-such-icon"] });
  });
  it.each([null, "", " , ,"])("needs at least one name (%j)", (raw) => {
    expect(parseIconNames(raw)).toMatchObject({ ok: false, issues: [{ path: "icons" }] });
  });
  it.each(["Cart", "cart_icon", "cart-", "-cart", "a--b", "ca rt", "<svg>", "über", "cart.json"])("refuses the name %j", (name) => {
    const result = parseIconNames(`user,${name}`);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.issues).toEqual([{ path: "icons", message: expect.stringContaining(name.trim()) }]);
  });
  it.each(["cart", "chevron-down", "mdi-123", "a1-b2-c3"])("accepts %j", (name) => {
    expect(parseIconNames(name)).toEqual({ ok: true, names: [name] });
  });
});

describe("iconBody", () => {
  it("groups the elements under the outline presentation", () => {
    expect(iconBody(ICON_SHAPES.mail)).toBe(
      '<g fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round">' +
        '<rect x="3" y="5" width="18" height="14" rx="2"/><path d="m3 7 9 6 9-6"/></g>',
    );
  });
  it("escapes attribute values", () => {
    expect(iconBody([["path", { d: 'a"b&c<d' }]])).toContain('<path d="a&quot;b&amp;c&lt;d"/>');
  });
});

describe("iconifyAnswer", () => {
  it("answers the known icons in Iconify's format and lists the rest as not found", () => {
    expect(iconifyAnswer(["cart", "nope", "close"])).toEqual({
      prefix: ICON_SET_PREFIX,
      icons: { cart: { body: iconBody(ICON_SHAPES.cart) }, close: { body: iconBody(ICON_SHAPES.close) } },
      width: 24,
      height: 24,
      not_found: ["nope"],
    });
  });
  it("has every icon of the set, none from the object prototype", () => {
    const names = Object.keys(ICON_SHAPES);
    const answer = iconifyAnswer([...names, "constructor", "to-string"]);
    expect(Object.keys(answer.icons)).toEqual(names);
    expect(answer.not_found).toEqual(["constructor", "to-string"]);
  });
});
