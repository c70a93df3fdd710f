import { describe, expect, it } from "vitest";
import { attachmentDisposition, leadTimeDays, priceFileName, priceFileRow, type PriceFileWords } from "./price-file";

const EN: PriceFileWords = {
  columns: ["Part number", "Description", "List price (USD)", "Your price (USD)", "Package quantity", "Lead time (business days)"],
  callForPrice: "Call for price",
};
const ES: PriceFileWords = {
  columns: ["Número de parte", "Descripción", "Precio de lista (USD)", "Su precio (USD)", "Cantidad por paquete", "Plazo de entrega (días hábiles)"],
  callForPrice: "Consultar precio",
};

const BUTTON = { pn: "GCX1111-10", title: "22mm NEMA Flush Push Button, Black, 1NO", pkgqty: 1, leadTimeDays: 3 };

describe("priceFileRow", () => {
  it("gives the six columns in file order, amounts with a point and two decimals", () => {
    expect(priceFileRow(BUTTON, { listCents: 1505, saleCents: 1385, callForPrice: false }, EN)).toEqual([
      "GCX1111-10",
      "22mm NEMA Flush Push Button, Black, 1NO",
      "15.05",
      "13.85",
      "1",
      "3",
    ]);
  });

  it("keeps amounts machine-readable in Spanish too: no thousands separator, no comma decimal, no currency sign", () => {
    const row = priceFileRow(
      { ...BUTTON, title: "Pulsador NEMA 22 mm rasante, negro, 1NA" },
      { listCents: 123456, saleCents: 100000, callForPrice: false },
      ES,
    );
    expect(row.slice(1, 4)).toEqual(["Pulsador NEMA 22 mm rasante, negro, 1NA", "1234.56", "1000.00"]);
  });

  it("says call for price in the visitor's language instead of a number", () => {
    const price = { listCents: 2575, saleCents: 0, callForPrice: true };
    expect(priceFileRow(BUTTON, price, EN)[3]).toBe("Call for price");
    expect(priceFileRow(BUTTON, price, ES)[3]).toBe("Consultar precio");
    expect(priceFileRow(BUTTON, price, EN)[2]).toBe("25.75");
  });

  it("gives the package quantity of wire duct and an empty description for a product without a title", () => {
    expect(priceFileRow({ pn: "WD-1", title: null, pkgqty: 20, leadTimeDays: 10 }, { listCents: 5, saleCents: 5, callForPrice: false }, EN)).toEqual([
      "WD-1",
      "",
      "0.05",
      "0.05",
      "20",
      "10",
    ]);
  });
});

describe("leadTimeDays", () => {
  it.each([
    [5, 5],
    [0, 0],
    [-2, 0],
    [null, 0],
  ])("%j → %i, as the product page reads it", (days, shown) => {
    expect(leadTimeDays(days)).toBe(shown);
  });
});

describe("priceFileName", () => {
  const at = new Date("2026-11-27T23:30:00-05:00");

  it("names the language's file, the category and the UTC date", () => {
    expect(priceFileName("price-file", null, at)).toBe("price-file-2026-11-28.csv");
    expect(priceFileName("lista-de-precios", "pulsadores", at)).toBe("lista-de-precios-pulsadores-2026-11-28.csv");
  });
});

describe("attachmentDisposition", () => {
  it("names the file for every client, the exact name encoded for those that read filename*", () => {
    expect(attachmentDisposition("price-file-2026-11-27.csv")).toBe(
      `attachment; filename="price-file-2026-11-27.csv"; filename*=UTF-8''price-file-2026-11-27.csv`,
    );
    expect(attachmentDisposition("lista-de-precios-señal-2026-11-27.csv")).toBe(
      `attachment; filename="lista-de-precios-senal-2026-11-27.csv"; filename*=UTF-8''lista-de-precios-se%C3%B1al-2026-11-27.csv`,
    );
  });

  it("keeps quotes and backslashes out of the quoted name", () => {
    expect(attachmentDisposition('a"b\\c.csv')).toMatch(/^attachment; filename="abc\.csv"; /);
  });
});
