import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { onDemand } from "./on-demand";

const Greeting = ({ name }: { name: string }) => createElement("p", null, `Hello ${name}`);
const fallback = createElement("div", { "aria-busy": true });

describe("onDemand", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("renders at once on the server, so the page without JavaScript is complete", async () => {
    const Shown = onDemand(() => Promise.resolve(Greeting), fallback);
    await Shown.preload();
    const html = renderToString(createElement(Shown, { name: "Ana" }));
    expect(html).toContain("Hello Ana");
    expect(html).not.toContain("aria-busy");
  });

  it("loads its code once, however often it is asked for", async () => {
    const load = vi.fn(() => Promise.resolve(Greeting));
    const Shown = onDemand(load);
    await Promise.all([Shown.preload(), Shown.preload()]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("loads nothing in the browser until it is shown or preloaded", async () => {
    vi.stubGlobal("document", {});
    const load = vi.fn(() => Promise.resolve(Greeting));
    const Shown = onDemand(load, fallback);
    expect(load).not.toHaveBeenCalled();
    // Not loaded yet: the fallback stands in (the browser renders the form once its code arrives).
    expect(renderToString(createElement(Shown, { name: "Ana" }))).toContain("aria-busy");
    expect(load).toHaveBeenCalledTimes(1);
  });
});
