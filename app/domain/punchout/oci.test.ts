import { describe, expect, it } from "vitest";
import { ociItemFields, ociReturnFields, readOciLogin } from "./oci";
import type { ReturnedLine } from "./returned-line";

const LOGIN = {
  USERNAME: "acme-srm",
  PASSWORD: "pw&<1>",
  HOOK_URL: "https://srm.acme.example/sap/bc/bsp/sap/bbpu_oci?sap-client=100&x=1",
  OCI_VERSION: "5.0",
  "~OkCode": "ADDI",
  "~TARGET": "_top",
  "~CALLER": "CTLG",
};

describe("readOciLogin", () => {
  it("reads the login fields SAP sends", () => {
    expect(readOciLogin(LOGIN)).toEqual({
      kind: "login",
      username: "acme-srm",
      password: "pw&<1>",
      hookUrl: "https://srm.acme.example/sap/bc/bsp/sap/bbpu_oci?sap-client=100&x=1",
      target: "_top",
      ociVersion: "5.0",
    });
  });

  it("reads field names in any letter case, takes OCI 4.0 when no version is sent", () => {
    expect(readOciLogin({ username: "u", Password: "p", hook_url: "http://srm.example/hook", "~target": "catalogFrame" })).toEqual({
      kind: "login",
      username: "u",
      password: "p",
      hookUrl: "http://srm.example/hook",
      target: "catalogFrame",
      ociVersion: "4.0",
    });
  });

  it.each([
    ["4", "4.0"],
    ["4.00", "4.0"],
    ["5", "5.0"],
  ])("reads version %s as %s", (sent, version) => {
    expect(readOciLogin({ ...LOGIN, OCI_VERSION: sent })).toMatchObject({ ociVersion: version });
  });

  it("ignores a ~TARGET that is no frame name, so the flow uses _top", () => {
    expect(readOciLogin({ ...LOGIN, "~TARGET": '_top" onload="x' })).toMatchObject({ target: null });
    expect(readOciLogin({ ...LOGIN, "~TARGET": "" })).toMatchObject({ target: null });
  });

  it.each([
    ["no HOOK_URL", { ...LOGIN, HOOK_URL: "" }, "missing-hook-url"],
    ["a javascript: HOOK_URL", { ...LOGIN, HOOK_URL: "javascript:alert(1)" }, "bad-hook-url"],
    ["a relative HOOK_URL", { ...LOGIN, HOOK_URL: "/sap/hook" }, "bad-hook-url"],
    ["an overlong HOOK_URL", { ...LOGIN, HOOK_URL: `https://srm.example/${"a".repeat(2048)}` }, "bad-hook-url"],
    ["no USERNAME", { ...LOGIN, USERNAME: " " }, "bad-login"],
    ["no PASSWORD", { HOOK_URL: LOGIN.HOOK_URL, USERNAME: "u" }, "bad-login"],
    ["an overlong PASSWORD", { ...LOGIN, PASSWORD: "p".repeat(257) }, "bad-login"],
    ["OCI 3.0", { ...LOGIN, OCI_VERSION: "3.0" }, "unsupported-version"],
    ["a version that is no number", { ...LOGIN, OCI_VERSION: "five" }, "unsupported-version"],
  ])("refuses %s", (_, fields, reason) => {
    expect(readOciLogin(fields)).toEqual({ kind: "refusal", reason });
  });
});

const BUTTON: ReturnedLine = {
  supplierPartId: "GCX1111-10",
  quantity: 4,
  unitPrice: 1505,
  description: "22mm NEMA Flush Push Button, Black, 1NO",
  unitOfMeasure: "EA",
  classification: { domain: "UNSPSC", value: "39122205" },
  manufacturerPartId: "GCX1111-10",
  leadTimeDays: 2,
};
const DUCT: ReturnedLine = {
  supplierPartId: "WD-1020-GR",
  quantity: 12,
  unitPrice: 123456,
  description: "Canaleta ranurada  para cableado,\ngris, 1 x 2 in, tramo de 6 ft",
  unitOfMeasure: "EA",
  classification: { domain: "VoltShopCategory", value: "wire-duct-slotted" },
};

describe("ociItemFields", () => {
  it("numbers each line's fields from 1, amounts with a point and two decimals", () => {
    expect(ociItemFields([BUTTON, DUCT], "USD")).toEqual([
      ["NEW_ITEM-DESCRIPTION[1]", "22mm NEMA Flush Push Button, Black, 1NO"],
      ["NEW_ITEM-QUANTITY[1]", "4"],
      ["NEW_ITEM-UNIT[1]", "EA"],
      ["NEW_ITEM-PRICE[1]", "15.05"],
      ["NEW_ITEM-PRICEUNIT[1]", "1"],
      ["NEW_ITEM-CURRENCY[1]", "USD"],
      ["NEW_ITEM-VENDORMAT[1]", "GCX1111-10"],
      ["NEW_ITEM-MANUFACTMAT[1]", "GCX1111-10"],
      ["NEW_ITEM-MATGROUP[1]", "39122205"],
      ["NEW_ITEM-LEADTIME[1]", "2"],
      ["NEW_ITEM-DESCRIPTION[2]", "Canaleta ranurada para cableado, gris, 1"],
      ["NEW_ITEM-QUANTITY[2]", "12"],
      ["NEW_ITEM-UNIT[2]", "EA"],
      ["NEW_ITEM-PRICE[2]", "1234.56"],
      ["NEW_ITEM-PRICEUNIT[2]", "1"],
      ["NEW_ITEM-CURRENCY[2]", "USD"],
      ["NEW_ITEM-VENDORMAT[2]", "WD-1020-GR"],
      ["NEW_ITEM-LONGTEXT_2:132[]", "Canaleta ranurada para cableado, gris, 1 x 2 in, tramo de 6 ft"],
    ]);
  });

  it("keeps every field within its OCI length, counting characters, not bytes or UTF-16 units", () => {
    const long: ReturnedLine = {
      ...BUTTON,
      supplierPartId: "P".repeat(50),
      manufacturerPartId: "M".repeat(50),
      description: `${"é".repeat(39)}😀😀`,
      unitOfMeasure: "PCEX",
      leadTimeDays: 250_000,
    };
    const fields = new Map(ociItemFields([long], "USDXYZ"));
    expect(fields.get("NEW_ITEM-DESCRIPTION[1]")).toBe(`${"é".repeat(39)}😀`);
    expect(fields.get("NEW_ITEM-VENDORMAT[1]")).toHaveLength(40);
    expect(fields.get("NEW_ITEM-MANUFACTMAT[1]")).toHaveLength(40);
    expect(fields.get("NEW_ITEM-UNIT[1]")).toBe("PCE");
    expect(fields.get("NEW_ITEM-CURRENCY[1]")).toBe("USDXY");
    expect(fields.get("NEW_ITEM-LEADTIME[1]")).toBe("99999");
    expect(fields.get("NEW_ITEM-LONGTEXT_1:132[]")).toBe(`${"é".repeat(39)}😀😀`);
  });

  it("sends a same-day lead time as 0 and prices below a dollar exactly", () => {
    const fields = new Map(ociItemFields([{ ...BUTTON, unitPrice: 5, leadTimeDays: -1 }], "USD"));
    expect(fields.get("NEW_ITEM-PRICE[1]")).toBe("0.05");
    expect(fields.get("NEW_ITEM-LEADTIME[1]")).toBe("0");
  });

  it("refuses a price the 15-character field cannot hold rather than cut it", () => {
    expect(() => ociItemFields([{ ...BUTTON, unitPrice: 10_000_000_000_000_00 }], "USD")).toThrow(RangeError);
  });

  it("gives no fields for an empty cart", () => {
    expect(ociItemFields([], "USD")).toEqual([]);
  });
});

describe("ociReturnFields", () => {
  it("leads with the add-items code, the frame asked for (else _top) and the caller", () => {
    expect(ociReturnFields({ target: "catalogFrame" }, [BUTTON], "USD").slice(0, 4)).toEqual([
      ["~OkCode", "ADDI"],
      ["~TARGET", "catalogFrame"],
      ["~CALLER", "CTLG"],
      ["NEW_ITEM-DESCRIPTION[1]", "22mm NEMA Flush Push Button, Black, 1NO"],
    ]);
    expect(ociReturnFields({ target: null }, [], "USD")).toEqual([
      ["~OkCode", "ADDI"],
      ["~TARGET", "_top"],
      ["~CALLER", "CTLG"],
    ]);
  });
});
