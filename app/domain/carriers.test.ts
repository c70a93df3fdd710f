import { describe, expect, it } from "vitest";
import {
  checkSelection,
  defaultCarrier,
  offeredCarriers,
  offeredMethods,
  reachesThreshold,
  selectionForDestination,
  selectionFromKey,
  selectionKey,
  shippingOptions,
  type ShippingContext,
} from "./carriers";
import { CARRIERS, carrier } from "./testing/catalogue";

const domestic = (subtotalCents: number, airOnly = false): ShippingContext => ({ international: false, airOnly, subtotalCents });
const abroad = (subtotalCents: number): ShippingContext => ({ international: true, airOnly: false, subtotalCents });
const slugs = (list: readonly { slug: string }[]) => list.map((item) => item.slug);

describe("selection state machine", () => {
  it("starts on the default carrier", () => {
    expect(defaultCarrier(CARRIERS)?.slug).toBe("fedex");
  });

  it("has nothing to start on without a default carrier", () => {
    expect(defaultCarrier([carrier("ups-collect")])).toBeNull();
    expect(defaultCarrier([])).toBeNull();
  });

  it("clears carrier and method for an international destination", () => {
    expect(selectionForDestination(CARRIERS, { international: true, airOnly: false })).toEqual({ carrier: null, method: null });
  });

  it("resets a domestic destination to the default carrier with ground", () => {
    expect(selectionForDestination(CARRIERS, { international: false, airOnly: false })).toEqual({ carrier: "fedex", method: "ground" });
  });

  it("forces 2nd-day air for an air-only state (AK/HI)", () => {
    expect(selectionForDestination(CARRIERS, { international: false, airOnly: true })).toEqual({ carrier: "fedex", method: "air2day" });
  });

  it("walks the transitions: domestic → AK → international → domestic", () => {
    const steps = [
      { international: false, airOnly: false },
      { international: false, airOnly: true },
      { international: true, airOnly: false },
      { international: false, airOnly: false },
    ].map((destination) => selectionForDestination(CARRIERS, destination));
    expect(steps).toEqual([
      { carrier: "fedex", method: "ground" },
      { carrier: "fedex", method: "air2day" },
      { carrier: null, method: null },
      { carrier: "fedex", method: "ground" },
    ]);
  });
});

describe("thresholds and offered carriers", () => {
  it("a carrier without a threshold is always offered", () => {
    expect(reachesThreshold(carrier("fedex-intl-economy"), { international: true, subtotalCents: 0 })).toBe(true);
  });

  it("domestic and international: offered once the subtotal reaches the threshold", () => {
    const priority = carrier("fedex-intl-priority"); // $250
    expect(reachesThreshold(priority, { international: true, subtotalCents: 24_999 })).toBe(false);
    expect(reachesThreshold(priority, { international: true, subtotalCents: 25_000 })).toBe(true);
    expect(reachesThreshold({ ...carrier("ups-collect"), minSubtotalThresholdvalue: 100 }, { international: false, subtotalCents: 9_999 })).toBe(false);
    expect(reachesThreshold({ ...carrier("ups-collect"), minSubtotalThresholdvalue: 100 }, { international: false, subtotalCents: 10_000 })).toBe(true);
  });

  it("international: a subtotal above $300 counts as reaching every threshold (300.00 itself does not)", () => {
    const first = carrier("fedex-intl-first"); // $1000
    expect(reachesThreshold(first, { international: true, subtotalCents: 30_000 })).toBe(false);
    expect(reachesThreshold(first, { international: true, subtotalCents: 30_001 })).toBe(true);
    expect(reachesThreshold({ ...carrier("ups-collect"), minSubtotalThresholdvalue: 1000 }, { international: false, subtotalCents: 30_001 })).toBe(false);
  });

  it("offers domestic carriers at home, in sequence", () => {
    expect(slugs(offeredCarriers(CARRIERS, domestic(0)))).toEqual(["fedex", "ups-collect", "dhl-collect"]);
  });

  it("offers international carriers abroad, in sequence, by threshold", () => {
    expect(slugs(offeredCarriers(CARRIERS, abroad(10_000)))).toEqual(["fedex-intl-economy"]);
    expect(slugs(offeredCarriers(CARRIERS, abroad(25_000)))).toEqual(["fedex-intl-economy", "fedex-intl-priority"]);
    expect(slugs(offeredCarriers(CARRIERS, abroad(30_000)))).toEqual(["fedex-intl-economy", "fedex-intl-priority"]);
    expect(slugs(offeredCarriers(CARRIERS, abroad(30_001)))).toEqual(["fedex-intl-economy", "fedex-intl-first", "fedex-intl-priority", "ups-worldwide-saver"]);
  });

  it("offers no ground to AK/HI", () => {
    const ids = (airOnly: boolean) => offeredMethods(carrier("fedex"), { airOnly }).map((method) => method.id);
    expect(ids(false)).toEqual(["ground", "air2day", "air1day"]);
    expect(ids(true)).toEqual(["air2day", "air1day"]);
  });
});

describe("options and form keys", () => {
  it("lists each carrier method domestically", () => {
    expect(shippingOptions(CARRIERS, domestic(5_000)).map((option) => option.key)).toEqual([
      "fedex:ground",
      "fedex:air2day",
      "fedex:air1day",
      "ups-collect:ground",
      "ups-collect:air2day",
      "ups-collect:air1day",
      "dhl-collect:air2day",
    ]);
  });

  it("leaves out ground for Hawaii", () => {
    expect(shippingOptions(CARRIERS, domestic(5_000, true)).map((option) => option.key)).toEqual([
      "fedex:air2day",
      "fedex:air1day",
      "ups-collect:air2day",
      "ups-collect:air1day",
      "dhl-collect:air2day",
    ]);
  });

  it("lists international carriers without a method", () => {
    const options = shippingOptions(CARRIERS, abroad(0));
    expect(options).toEqual([{ carrier: carrier("fedex-intl-economy"), method: null, key: "fedex-intl-economy" }]);
  });

  it("round-trips a selection through its form value", () => {
    expect(selectionKey({ carrier: "fedex", method: "air2day" })).toBe("fedex:air2day");
    expect(selectionKey({ carrier: "fedex-intl-economy", method: null })).toBe("fedex-intl-economy");
    expect(selectionKey({ carrier: null, method: "ground" })).toBeNull();
    expect(selectionFromKey("fedex:air2day")).toEqual({ carrier: "fedex", method: "air2day" });
    expect(selectionFromKey(" fedex-intl-economy ")).toEqual({ carrier: "fedex-intl-economy", method: null });
    expect(selectionFromKey("")).toEqual({ carrier: null, method: null });
    expect(selectionFromKey(null)).toEqual({ carrier: null, method: null });
  });
});

describe("checkSelection", () => {
  it("accepts the default carrier's ground", () => {
    expect(checkSelection(CARRIERS, { carrier: "fedex", method: "ground" }, domestic(5_000), null)).toBeNull();
  });

  it("requires a carrier (international starts without one)", () => {
    expect(checkSelection(CARRIERS, { carrier: null, method: null }, abroad(5_000), null)).toBe("carrierRequired");
  });

  it("refuses carriers not offered for the destination or subtotal", () => {
    expect(checkSelection(CARRIERS, { carrier: "fedex", method: "ground" }, abroad(5_000), null)).toBe("carrierNotOffered");
    expect(checkSelection(CARRIERS, { carrier: "fedex-intl-economy", method: null }, domestic(5_000), null)).toBe("carrierNotOffered");
    expect(checkSelection(CARRIERS, { carrier: "fedex-intl-first", method: null }, abroad(30_000), null)).toBe("carrierNotOffered");
    expect(checkSelection(CARRIERS, { carrier: "fedex-intl-first", method: null }, abroad(30_001), null)).toBeNull();
    expect(checkSelection(CARRIERS, { carrier: "nope", method: "ground" }, domestic(5_000), null)).toBe("carrierNotOffered");
  });

  it("refuses methods the carrier does not offer there", () => {
    expect(checkSelection(CARRIERS, { carrier: "fedex", method: "ground" }, domestic(5_000, true), null)).toBe("methodNotOffered");
    expect(checkSelection(CARRIERS, { carrier: "fedex", method: null }, domestic(5_000), null)).toBe("methodNotOffered");
    expect(checkSelection(CARRIERS, { carrier: "dhl-collect", method: "ground" }, domestic(5_000), "123")).toBe("methodNotOffered");
    expect(checkSelection(CARRIERS, { carrier: "fedex-intl-economy", method: "ground" }, abroad(5_000), null)).toBe("methodNotOffered");
  });

  it("refuses a collect carrier without a shipper number", () => {
    const ups = { carrier: "ups-collect", method: "ground" };
    expect(checkSelection(CARRIERS, ups, domestic(5_000), null)).toBe("shipperNumberRequired");
    expect(checkSelection(CARRIERS, ups, domestic(5_000), undefined)).toBe("shipperNumberRequired");
    expect(checkSelection(CARRIERS, ups, domestic(5_000), "   ")).toBe("shipperNumberRequired");
    expect(checkSelection(CARRIERS, ups, domestic(5_000), "1Z999")).toBeNull();
    expect(checkSelection(CARRIERS, { carrier: "dhl-collect", method: "air2day" }, domestic(5_000, true), "")).toBe("shipperNumberRequired");
  });
});
