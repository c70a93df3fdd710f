import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { buttonClass } from "~/components/ui/Button";

const stylesheet = readFileSync(fileURLToPath(new URL("../../styles/tailwind.css", import.meta.url)), "utf8");

/** The utilities a component class of app/styles/tailwind.css applies. */
function applied(name: string): string[] {
  const rule = new RegExp(String.raw`\n  \.${name} \{\n    @apply ([^;]*);\n  \}`).exec(stylesheet);
  if (!rule) throw new Error(`no .${name} in app/styles/tailwind.css`);
  return rule[1]!.split(" ");
}

describe("the compact add to cart button (every product card)", () => {
  it("is buttonClass('primary', 'md') that grows and wraps its words in a narrow card, under one name", () => {
    expect(["btn", ...applied("btn-add")].sort()).toEqual(buttonClass("primary", "md", "flex-1 text-center leading-tight").split(" ").sort());
  });
});
