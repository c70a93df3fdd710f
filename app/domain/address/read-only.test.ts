import { describe, expect, it } from "vitest";
import { addsErpMarker, hasErpMarker, isReadOnlyContact, withoutErpMarker } from "./read-only";

const names = (nameFirst: string, nameLast = "Dock", nameCompany = "Allegheny Controls Inc.") => ({ nameFirst, nameLast, nameCompany });

describe("the ERP marker", () => {
  it("is (W, exactly 10 digits and ) in any name field", () => {
    expect(hasErpMarker(names("Receiving", "Dock 2", "Allegheny Controls Inc. (W4125550199)"))).toBe(true);
    expect(hasErpMarker(names("Warehouse", "East (W7175550177)"))).toBe(true);
    expect(hasErpMarker(names("(W0000000000) Gate"))).toBe(true);
  });

  it("needs exactly 10 digits, the capital W and both parentheses", () => {
    for (const text of [
      "(W412555019)",
      "(W41255501990)",
      "(w4125550199)",
      "W4125550199",
      "(W4125550199",
      "(W 4125550199)",
      "(W412555019x)",
      "(W４１２５５５０１９９)",
    ]) {
      expect(hasErpMarker(names("Receiving", "Dock", `Allegheny ${text}`)), text).toBe(false);
    }
  });
});

describe("a marker a buyer types", () => {
  it("is refused in a new name", () => {
    expect(addsErpMarker("Plant 3 (W1234567890)")).toBe(true);
    expect(addsErpMarker("(W1234567890)", "")).toBe(true);
    expect(addsErpMarker("Plant 3 (W123456789)")).toBe(false);
    expect(addsErpMarker("Plant 3")).toBe(false);
  });

  it("is kept where the stored name carries it, and refused when it is another or a second one", () => {
    const stored = "Allegheny Controls Inc. (W4125550199)";
    expect(addsErpMarker(stored, stored)).toBe(false);
    expect(addsErpMarker("Allegheny Controls (W4125550199) Plant 1", stored)).toBe(false);
    expect(addsErpMarker("Allegheny Controls Inc. (W4125550100)", stored)).toBe(true);
    expect(addsErpMarker(`${stored} (W1234567890)`, stored)).toBe(true);
  });
});

describe("the read-only rule", () => {
  const marked = { id: "CT-5002", ...names("Receiving", "Dock 2", "Allegheny Controls Inc. (W4125550199)") };
  const plain = { id: "CT-5003", ...names("Dan", "Hughes", "Allegheny Controls Plant 3") };

  it("makes an address with the marker read-only", () => {
    expect(isReadOnlyContact(marked, "CT-5001")).toBe(true);
    expect(isReadOnlyContact(marked, null)).toBe(true);
  });

  it("leaves an address without the marker editable", () => {
    expect(isReadOnlyContact(plain, "CT-5001")).toBe(false);
  });

  it("leaves the customer's primary contact editable even with the marker", () => {
    expect(isReadOnlyContact(marked, "CT-5002")).toBe(false);
  });
});

it("leaves the ERP's marker out of a name as shown, and any other text as it is", () => {
  expect(withoutErpMarker("Shop Floor (W9165550191)")).toBe("Shop Floor");
  expect(withoutErpMarker("Dock (W4125550199) East")).toBe("Dock East");
  expect(withoutErpMarker("(W4125550199)")).toBe("");
  expect(withoutErpMarker("Plant 3 (W12345)")).toBe("Plant 3 (W12345)");
  expect(withoutErpMarker("  Plain  name ")).toBe("  Plain  name ");
});
