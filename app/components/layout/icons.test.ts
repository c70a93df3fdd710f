import { createElement, type FC } from "react";
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
});
