import { describe, expect, it } from "vitest";
import { displayPhone, toE164 } from "./phone";

describe("phone numbers", () => {
  it("reads a national number as one of the address's country, in E.164", () => {
    expect(toE164("412-555-0134", "US")).toBe("+14125550134");
    expect(toE164("(416) 555-0150", "CA")).toBe("+14165550150");
    expect(toE164("81 5555 0140", "MX")).toBe("+528155550140");
    expect(toE164("030 1234567", "DE")).toBe("+49301234567");
  });

  it("takes an international number of any country", () => {
    expect(toE164("+52 81 5555 0140", "MX")).toBe("+528155550140");
    expect(toE164("+1 412 555 0134", "MX")).toBe("+14125550134");
    expect(toE164("+49 30 1234567", "AQ")).toBe("+49301234567");
  });

  it("refuses what is no valid number", () => {
    for (const [value, country] of [
      ["12", "US"],
      ["412-555", "US"],
      ["not a phone", "US"],
      ["030 1234567", "AQ"],
      ["+999 1234567", "US"],
      ["", "US"],
    ] as const) {
      expect(toE164(value, country), `${value} ${country}`).toBeNull();
    }
  });

  it("shows a number the same way whoever typed it: national at home, international abroad", () => {
    for (const typed of ["412-555-0134", "+14125550134", "(412) 555 0134", "+1 412.555.0134"]) expect(displayPhone(typed, "US"), typed).toBe("(412) 555-0134");
    expect(displayPhone("+528155550140", "MX")).toBe("81 5555 0140");
    expect(displayPhone("+14125550134", "MX")).toBe("+1 412 555 0134");
    expect(displayPhone("ext. 12 at the dock", "US")).toBe("ext. 12 at the dock");
    expect(displayPhone("", "US")).toBe("");
  });
});
