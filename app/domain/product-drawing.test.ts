import { describe, expect, it } from "vitest";
import {
  categoryDrawing,
  DRAWING_COLOURS,
  drawingByCategory,
  drawingColour,
  drawingSrc,
  GENERIC_DRAWING,
  paintDrawing,
  PAINTED_DRAWINGS,
  productDrawing,
  type DrawingColour,
} from "./product-drawing";

/** Every value of the catalogue's `color` attribute (English), with the paint it must get. */
const catalogueColours: [string, DrawingColour][] = [
  ["Red", "red"],
  ["Black", "black"],
  ["White", "white"],
  ["Blue", "blue"],
  ["Green", "green"],
  ["Yellow", "yellow"],
  ["Gray", "gray"],
  ["Amber", "amber"],
  ["Orange", "orange"],
  ["Ground Green/Yellow", "green-yellow"],
];

const product = (category: string, extra: { color?: string; operator?: string; accessory?: boolean } = {}) =>
  productDrawing({ category, family: "operators", accessory: false, ...extra });

describe("drawingColour", () => {
  it.each(catalogueColours)("reads the catalogue's %s as %s", (name, colour) => {
    expect(drawingColour(name)).toBe(colour);
    expect(drawingColour(` ${name.toUpperCase()} `)).toBe(colour);
  });

  it("knows no colour for a missing or unknown name", () => {
    expect(drawingColour(undefined)).toBeNull();
    expect(drawingColour("")).toBeNull();
    expect(drawingColour("Chartreuse")).toBeNull();
  });
});

describe("productDrawing", () => {
  it.each(catalogueColours)("paints a push button %s", (name, colour) => {
    expect(product("22mm-nema-push-buttons", { color: name, operator: "Flush" })).toEqual({ name: "push-button", colour });
  });

  it("draws a red push button red and a black one black, never the same drawing", () => {
    const red = drawingSrc(product("22mm-iec-push-buttons", { color: "Red" }));
    const black = drawingSrc(product("22mm-iec-push-buttons", { color: "Black" }));
    expect(red).toBe("/images/products/painted/push-button-red.svg");
    expect(black).toBe("/images/products/painted/push-button-black.svg");
  });

  it("draws a mushroom-head push button as a mushroom, in its colour", () => {
    expect(product("30mm-push-buttons", { color: "Black", operator: "Mushroom" })).toEqual({ name: "emergency-stop", colour: "black" });
    expect(product("22mm-emergency-stops", { color: "Red", operator: "40mm Twist-Release" })).toEqual({ name: "emergency-stop", colour: "red" });
  });

  it("paints lights, legend plates, terminal blocks and wire duct", () => {
    expect(product("13mm-pilot-lights", { color: "Amber" })).toEqual({ name: "pilot-light", colour: "amber" });
    expect(product("legend-plates", { color: "Yellow" })).toEqual({ name: "legend-plate", colour: "yellow" });
    expect(product("iec-terminal-blocks", { color: "Ground Green/Yellow" })).toEqual({ name: "terminal-block", colour: "green-yellow" });
    expect(product("wire-duct", { color: "Gray" })).toEqual({ name: "wire-duct", colour: "gray" });
  });

  it("gives every category of the catalogue its own drawing, neutral without a colour", () => {
    for (const [category, name] of Object.entries(drawingByCategory)) {
      expect(product(category), category).toEqual({ name, colour: null });
    }
  });

  it("does not paint a drawing with no painted part, whatever the colour", () => {
    expect(product("contactors-control-relays", { color: "Red" })).toEqual({ name: "contactor", colour: null });
    expect(product("world-tower-lights", { color: "Green" })).toEqual({ name: "tower-light", colour: null });
  });

  it("draws an unknown colour neutral, and an accessory or an unknown type as the neutral component", () => {
    expect(product("22mm-nema-push-buttons", { color: "Chartreuse" })).toEqual({ name: "push-button", colour: null });
    expect(product("22mm-nema-push-buttons", { color: "Red", accessory: true })).toEqual({ name: GENERIC_DRAWING, colour: null });
    expect(productDrawing({ category: "new", family: "new", accessory: false })).toEqual({ name: GENERIC_DRAWING, colour: null });
  });
});

describe("categoryDrawing", () => {
  it("falls back to the family's drawing, then the generic one, and is never painted", () => {
    expect(categoryDrawing("wire-duct", "wiring")).toEqual({ name: "wire-duct", colour: null });
    expect(categoryDrawing("new-category", "control")).toEqual({ name: "contactor", colour: null });
    expect(categoryDrawing("new-category", "new-family")).toEqual({ name: GENERIC_DRAWING, colour: null });
  });
});

describe("paintDrawing", () => {
  const neutral =
    '<svg><rect fill="#cbd5e1" data-paint="fill"/><path stroke="#f1f5f9" data-paint="light"/><path stroke="#94a3b8" data-paint="ink"/><rect fill="#cbd5e1"/></svg>';

  it("swaps the colour of each painted part by its role and leaves the rest alone", () => {
    expect(paintDrawing(neutral, "red")).toBe(
      '<svg><rect fill="#dc2626" data-paint="fill"/><path stroke="#fecaca" data-paint="light"/><path stroke="#dc2626" data-paint="ink"/><rect fill="#cbd5e1"/></svg>',
    );
  });

  it("paints in every colour", () => {
    for (const colour of Object.keys(DRAWING_COLOURS) as DrawingColour[]) {
      expect(paintDrawing(neutral, colour)).toContain(`fill="${DRAWING_COLOURS[colour].fill}" data-paint="fill"`);
    }
  });

  it("refuses a drawing with nothing to paint", () => {
    expect(() => paintDrawing("<svg><rect/></svg>", "red")).toThrow(/painted part/);
  });

  it("names painted drawings only among those it can paint", () => {
    expect([...PAINTED_DRAWINGS].every((name) => Object.values(drawingByCategory).includes(name))).toBe(true);
  });
});
