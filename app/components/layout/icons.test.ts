import { createElement, Fragment, type FC } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ICON_SHAPES, type IconName } from "~/domain/icons/icon-set";
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

describe("icon components", () => {
  it("render the markup the pages always had", () => {
    expect(renderToStaticMarkup(createElement(icons.MailIcon))).toBe(
      '<svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round" class="h-4 w-4">' +
        '<rect x="3" y="5" width="18" height="14" rx="2"></rect><path d="m3 7 9 6 9-6"></path></svg>',
    );
    expect(renderToStaticMarkup(createElement(icons.CartIcon, { className: "h-6 w-6" }))).toContain('class="h-6 w-6"');
  });

  it.each(Object.keys(ICON_SHAPES) as IconName[])("%s draws exactly what the icons call serves", (name) => {
    const svg = renderToStaticMarkup(createElement(components[name]));
    const drawn = svg.replace(/^<svg[^>]*>|<\/svg>$/g, "").replace(/><\/(path|circle|rect)>/g, "/>");
    const presentation = /^<svg aria-hidden="true" viewBox="0 0 24 24"( [^>]*) class="[^"]*">/.exec(svg)![1];
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
    const sprite = /^<svg aria-hidden="true" class="hidden"><symbol id="icon-heart" viewBox="0 0 24 24"><g( [^>]*)>(.*?)<\/g><\/symbol><\/svg>/.exec(html);
    expect(sprite).not.toBeNull();
    expect(html.match(/<symbol /g)).toHaveLength(1);
    // Each use keeps the fill (so a class there can fill the heart); the symbol has the rest of the icon's presentation.
    const uses = [...html.matchAll(/<svg aria-hidden="true"( [^>]*) class="([^"]*)"><use href="#icon-heart"><\/use><\/svg>/g)];
    expect(uses.map((use) => use[2])).toEqual(["h-5 w-5", "h-5 w-5 fill-current"]);
    const drawn = sprite![2]!.replace(/><\/(path|circle|rect)>/g, "/>");
    expect(`<g${uses[0]![1]}${sprite![1]}>${drawn}</g>`).toBe(iconBody(ICON_SHAPES.heart));
    // Icons the sprite does not hold are drawn in full, as ever.
    expect(html).toContain(renderToStaticMarkup(createElement(icons.CartIcon)));
  });
});
