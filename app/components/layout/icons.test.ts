import { createElement, Fragment, type FC } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ICON_PRESENTATION, ICON_SHAPES, type IconName } from "~/domain/icons/icon-set";
import { iconBody } from "~/domain/icons/iconify";
import * as icons from "./icons";

const components: Record<IconName, FC<{ className?: string }>> = {
  phone: icons.PhoneIcon,
  mail: icons.MailIcon,
  user: icons.UserIcon,
  cart: icons.CartIcon,
  search: icons.SearchIcon,
  menu: icons.MenuIcon,
  chevron: icons.ChevronIcon,
  globe: icons.GlobeIcon,
  truck: icons.TruckIcon,
  shield: icons.ShieldIcon,
  headset: icons.HeadsetIcon,
  invoice: icons.InvoiceIcon,
  close: icons.CloseIcon,
  heart: icons.HeartIcon,
};

/** The presentation the `.icon` rule gives every icon (tailwind.config.ts makes the rule from the same list). */
const presentation = ICON_PRESENTATION.map(([name, value]) => ` ${name}="${value}"`).join("");

describe("icon components", () => {
  it("render the markup the pages always had", () => {
    expect(renderToStaticMarkup(createElement(icons.MailIcon))).toBe(
      '<svg aria-hidden="true" viewBox="0 0 24 24" class="icon h-4 w-4">' +
        '<rect x="3" y="5" width="18" height="14" rx="2"></rect><path d="m3 7 9 6 9-6"></path></svg>',
    );
    expect(renderToStaticMarkup(createElement(icons.CartIcon, { className: "h-6 w-6" }))).toContain('class="icon h-6 w-6"');
  });

  it.each(Object.keys(ICON_SHAPES) as IconName[])("%s draws exactly what the icons call serves", (name) => {
    const svg = renderToStaticMarkup(createElement(components[name]));
    const drawn = /^<svg aria-hidden="true" viewBox="0 0 24 24" class="icon [^"]*">(.*)<\/svg>$/.exec(svg)![1]!.replace(/><\/(path|circle|rect)>/g, "/>");
    expect(`<g${presentation}>${drawn}</g>`).toBe(iconBody(ICON_SHAPES[name]));
  });

  it("inside an IconSprite, draw the sprite's icons once and refer to that drawing, as the icons call draws them", () => {
    const html = renderToStaticMarkup(
      createElement(icons.IconSprite, {
        names: ["heart"],
        children: createElement(
          Fragment,
          null,
          createElement(icons.HeartIcon),
          createElement(icons.HeartIcon, { className: "h-5 w-5 fill-current" }),
          createElement(icons.CartIcon),
        ),
      }),
    );
    const sprite = /^<svg aria-hidden="true" class="hidden"><symbol id="icon-heart" viewBox="0 0 24 24">(.*?)<\/symbol><\/svg>/.exec(html);
    expect(sprite).not.toBeNull();
    expect(html.match(/<symbol /g)).toHaveLength(1);
    // Each use carries the icon class (the drawing's presentation, which a utility there can override, filling the heart).
    const uses = [...html.matchAll(/<svg aria-hidden="true" class="([^"]*)"><use href="#icon-heart"><\/use><\/svg>/g)];
    expect(uses.map((use) => use[1])).toEqual(["icon h-5 w-5", "icon h-5 w-5 fill-current"]);
    const drawn = sprite![1]!.replace(/><\/(path|circle|rect)>/g, "/>");
    expect(`<g${presentation}>${drawn}</g>`).toBe(iconBody(ICON_SHAPES.heart));
    // Icons the sprite does not hold are drawn in full, as ever.
    expect(html).toContain(renderToStaticMarkup(createElement(icons.CartIcon)));
  });
});
