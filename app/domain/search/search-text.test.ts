import { describe, expect, it } from "vitest";
import { editDistance, foldText, indexRow, partNumberKey, searchTerms, searchWords, type IndexFacts } from "./search-text";

describe("foldText", () => {
  it("drops case and accents", () => {
    expect(foldText("Relé ÑANDÚ Größe")).toBe("rele nandu große");
  });
});

describe("partNumberKey", () => {
  it.each(["GCX1111-10", "gcx1111-10", "GCX111110", "GCX1111 10", " gcx1111_10 ", "GCX1111.10"])("reads %j as GCX111110", (typed) => {
    expect(partNumberKey(typed)).toBe("GCX111110");
  });
});

describe("searchWords", () => {
  it("cuts numbers from their units and keeps letters and digits only", () => {
    expect(searchWords("Contactor 24V, 9A <b>relé</b>!")).toEqual(["contactor", "24", "v", "9", "a", "b", "rele", "b"]);
  });

  it("drops runs of letters no word has", () => {
    expect(searchWords(`ok ${"x".repeat(41)}`)).toEqual(["ok"]);
  });
});

describe("searchTerms", () => {
  it("asks for every word, the last one as typed so far", () => {
    expect(searchTerms("pulsador Rojo")).toEqual({ key: "PULSADORROJO", tsQuery: "pulsador & rojo:*" });
  });

  it.each([
    ["GCX1111-10", "gcx & 1111 & 10"],
    ["WDS-1X1", "wds & 1 & x & 1"],
    ["contactor 24", "contactor & 24"],
    ["contactor 24V", "contactor & 24 & v:*"],
    ["GCX11", "gcx & 11"],
    ["24", "24:*"],
    ["relé 2", "rele & 2"],
  ])("matches a number typed after other words whole, not as a prefix: %j", (q, tsQuery) => {
    expect(searchTerms(q).tsQuery).toBe(tsQuery);
  });

  it.each(['"quoted"', "100%", "' OR 1=1 --", "a & b | !c", ":*", "(x)", "<script>alert(1)</script>", "a\u0000b"])(
    "gives the database nothing but letters, digits and its own operators for %j",
    (q) => {
      const { key, tsQuery } = searchTerms(q);
      expect(key).toMatch(/^[\p{L}\p{N}]*$/u);
      if (tsQuery !== null) expect(tsQuery).toMatch(/^[\p{L}\p{N}]+(?: & [\p{L}\p{N}]+)*(?::\*)?$/u);
    },
  );

  it("has nothing to search for in blanks and punctuation", () => {
    expect(searchTerms("  -- ")).toEqual({ key: "", tsQuery: null });
  });

  it("keeps at most eight words and a key of 100 characters", () => {
    const { key, tsQuery } = searchTerms(Array.from({ length: 20 }, (_, i) => `w${"x".repeat(i)}`).join(" ") + "z".repeat(200));
    expect(tsQuery!.split(" & ")).toHaveLength(8);
    expect(key).toHaveLength(100);
  });
});

describe("editDistance", () => {
  it.each([
    ["GCX112311", "GCX112311", 0],
    ["GCX113211", "GCX112311", 1],
    ["GCX11311", "GCX111311", 1],
    ["GCX1123311", "GCX112311", 1],
    ["GCX112312", "GCX112311", 1],
    ["GCX113110", "GCX112311", 2],
    ["", "ABC", 3],
  ])("counts %s → %s as %i", (a, b, edits) => {
    expect(editDistance(a, b)).toBe(edits);
  });
});

describe("indexRow", () => {
  const facts: IndexFacts = {
    categories: new Map([
      ["category-buttons", { title: { en: "Push Buttons", es: "Pulsadores" }, parentId: "category-controls" }],
      ["category-controls", { title: { en: "Controls", es: "Mandos" }, parentId: null }],
    ]),
    series: new Map([["series-GCX11", { code: "GCX11", name: { en: "22mm Metal Buttons", es: "Pulsadores metálicos" } }]]),
  };
  it("weighs the part number and title, then series and categories, then attributes, then the description, in each language", () => {
    const row = indexRow(
      {
        _id: "product-GCX1111-10",
        pn: "GCX1111-10",
        title: { en: "Push Button, Black", es: "Pulsador negro" },
        description: { en: "A metal button.", es: "Un pulsador metálico." },
        categoryId: "category-buttons",
        seriesId: "series-GCX11",
        attributes: [{ key: "color", en: "Black", es: "Negro" }],
      },
      facts,
    );
    expect(row).toEqual({
      id: "product-GCX1111-10",
      pn: "GCX1111-10",
      pnKey: "GCX111110",
      categoryId: "category-buttons",
      attributes: [{ key: "color", en: "Black", es: "Negro" }],
      text: {
        en: { a: "gcx 1111 10 push button black", b: "gcx 11 22 mm metal buttons push buttons controls", c: "black", d: "a metal button" },
        es: { a: "gcx 1111 10 pulsador negro", b: "gcx 11 pulsadores metalicos pulsadores mandos", c: "negro", d: "un pulsador metalico" },
      },
    });
  });
});
