import { describe, expect, it } from "vitest";
import { CATALOGUE_FILES, mergeCatalogue, readCatalogueFile, type CatalogueRows } from "./catalogue-rows";
import { CONTROL_CHARACTERS } from "./catalog";
import { fixtureCatalog } from "./fixture";

const base = fixtureCatalog();
const [button] = base.products;
const everyImage = () => true;

/** The rows of `file` as the operator writes it: pretty-printed JSON, one field a line. */
function read(file: (typeof CATALOGUE_FILES)[number], data: unknown, rows: CatalogueRows = {}) {
  const problems = readCatalogueFile(file, typeof data === "string" ? data : JSON.stringify(data, null, 1), rows);
  return { rows, problems };
}

describe("mergeCatalogue", () => {
  it("upserts the files' rows by key over the catalogue in place, and counts what they did", () => {
    const changed = { ...button!, title: { en: "Imported title", es: "Título importado" } };
    const added = { ...button!, pn: "GCX1111-99" };
    const { rows } = read("products.json", [changed, added, base.products[2]]);
    const { catalog, counts, problems } = mergeCatalogue(base, rows, everyImage);
    expect(problems).toEqual([]);
    expect(counts).toEqual([{ table: "products", inserted: 1, updated: 1, unchanged: 1, deleted: 0 }]);
    expect(catalog.products.map((p) => p.pn)).toEqual([...base.products.map((p) => p.pn), "GCX1111-99"]);
    expect(catalog.products[0]!.title.en).toBe("Imported title");
    expect(catalog.series).toBe(base.series);
  });

  it("reports a row its schema refuses, field by field, at the line the row starts on", () => {
    const { rows } = read("products.json", [button, { ...button, pn: "GCX1111-98", list_price: -1, title: { en: "No Spanish" } }]);
    expect(mergeCatalogue(base, rows, everyImage).problems).toEqual([
      "products.json:30: title.es: Required; list_price: Number must be greater than or equal to 0",
    ]);
  });

  it("reports a key given twice at its second row", () => {
    const { rows } = read("series.json", [base.series[0], base.series[0]]);
    expect(mergeCatalogue(base, rows, everyImage).problems).toEqual(['series.json:12: duplicate key "GCX11" (first at series.json:2)']);
  });

  it("reports every reference to a row neither the files nor the catalogue in place hold, and takes the files' new rows", () => {
    const rows: CatalogueRows = {};
    read("categories.json", [{ ...base.categories[0], slug: { en: "new-leaf", es: "nueva-hoja" }, parent: "no-such-parent" }], rows);
    read(
      "series.json",
      [
        { ...base.series[0], code: "NEW", category: "new-leaf" },
        { ...base.series[0], code: "LOST", category: "gone" },
      ],
      rows,
    );
    read(
      "products.json",
      [
        { ...button, pn: "P-1", series: "NEW", category: "new-leaf" },
        { ...button, pn: "P-2", series: "NONE", category: "nowhere", attributes: { voltage: { en: "24 V", es: "24 V" } }, accessoryOf: ["P-1", "P-404"] },
      ],
      rows,
    );
    expect(mergeCatalogue(base, rows, everyImage).problems).toEqual([
      'categories.json:2: category "no-such-parent" does not exist',
      'series.json:12: category "gone" does not exist',
      'products.json:30: series "NONE" does not exist; category "nowhere" does not exist; attribute "voltage" does not exist; product "P-404" does not exist',
    ]);
  });

  it("refuses a product whose colour has no painted drawing under public/", () => {
    const { rows } = read("products.json", [{ ...button, pn: "GCX1111-97", attributes: { color: { en: "Green", es: "verde" } } }]);
    expect(mergeCatalogue(base, rows, (src) => !src.endsWith("-green.svg")).problems).toEqual([
      "products.json:2: no drawing /images/products/painted/push-button-green.svg in public/ for its colour (npm run import-catalog paints the catalogue's colours)",
    ]);
  });

  it("replaces zones and shipping whole, and reports where they are wrong", () => {
    const zones = [{ zip: "152", zone: 2 }];
    expect(mergeCatalogue(base, read("zones.json", zones).rows, everyImage).catalog.zones).toEqual(zones);
    expect(mergeCatalogue(base, read("zones.json", [{ zip: "152", zone: "two" }]).rows, everyImage).problems).toEqual([
      "zones.json:0.zone: Expected number, received string",
    ]);
  });
});

describe("readCatalogueFile", () => {
  const header = "pn,series,category,title_en,title_es,description_en,description_es,list_price,pkgqty,tariff,weight_lb,lead_time_days,attributes,accessory_of";

  it("reads products.csv into the export's products, the attributes a JSON cell", () => {
    const csv = `${header}\nGCX1111-10,GCX11,22mm-nema-push-buttons,"Button, black",Pulsador,A button,Un pulsador,15.05,1,yes,0.46,2,"{""color"":{""en"":""Black"",""es"":""negro""}}",\n`;
    const { rows, problems } = read("products.csv", csv);
    expect(problems).toEqual([]);
    const { catalog, problems: merged } = mergeCatalogue(base, rows, everyImage);
    expect(merged).toEqual([]);
    expect(catalog.products[0]).toEqual({
      ...button,
      title: { en: "Button, black", es: "Pulsador" },
      description: { en: "A button", es: "Un pulsador" },
      attributes: { color: { en: "Black", es: "negro" } },
      accessoryOf: [],
    });
  });

  it("reports a bad cell, bad attributes and a file that is not JSON with their line", () => {
    const csv = `${header}\nP-1,GCX11,x,T,T,D,D,cheap,1,yes,0.5,2,,\nP-2,GCX11,x,T,T,D,D,1,1,yes,0.5,2,{color},\n`;
    expect(read("products.csv", csv).problems).toEqual([
      'products.csv:2: list_price: "cheap" is not a number',
      'products.csv:3: attributes: not JSON ({"key": {"en": "…", "es": "…"}})',
    ]);
    expect(read("series.json", "[{").problems).toEqual([expect.stringMatching(/^series\.json:1: not JSON/)]);
    expect(read("series.json", { series: [] }).problems).toEqual(["series.json:1: must be an array of series"]);
  });

  it("refuses control characters in titles and descriptions, a line break included, at the row's line", () => {
    // The row quoting a line break ends on line 3, so the next starts on line 4.
    const csv = `${header}\nP-1,GCX11,x,"Relay\n=1",T,D,D,1,1,yes,0.5,2,,\nP-2,GCX11,x,T,T\u0000,D\u001b[31m,"D\tD",1,1,yes,0.5,2,,\nP-3,GCX11,x,T,"T\u202e",D,D,1,1,yes,0.5,2,,\n`;
    const { rows, problems } = read("products.csv", csv);
    expect(problems).toEqual([]);
    expect(mergeCatalogue(base, rows, everyImage).problems).toEqual([
      `products.csv:3: title.en: ${CONTROL_CHARACTERS}`,
      `products.csv:4: title.es: ${CONTROL_CHARACTERS}; description.en: ${CONTROL_CHARACTERS}; description.es: ${CONTROL_CHARACTERS}`,
      `products.csv:5: title.es: ${CONTROL_CHARACTERS}`,
    ]);
    const json = read("categories.json", [{ ...base.categories[0], title: { en: "Relays\n", es: "Relés" } }]);
    expect(mergeCatalogue(base, json.rows, everyImage).problems).toEqual([`categories.json:2: title.en: ${CONTROL_CHARACTERS}`]);
  });
});
