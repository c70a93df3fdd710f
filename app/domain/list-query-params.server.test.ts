import { describe, expect, it } from "vitest";
import { listQueryParams } from "./catalog-query";
import { parseListQuery } from "./list-query-params.server";

const parse = (search: string) => parseListQuery(new URLSearchParams(search));

describe("parseListQuery", () => {
  it("reads every parameter", () => {
    expect(parse("category=wire-duct&q=%20gcx%20&sort=title&page=3&f.color=Black&f.color=Red&f.voltage=24V")).toEqual({
      category: "wire-duct",
      q: "gcx",
      sort: "title",
      page: 3,
      filters: { color: ["Black", "Red"], voltage: ["24V"] },
    });
  });
  it("falls back to defaults for missing or invalid values instead of failing", () => {
    const defaults = { category: "", q: "", sort: "pn", page: 1, filters: {} };
    expect(parse("")).toEqual(defaults);
    expect(parse("page=abc&sort=price")).toEqual(defaults);
    expect(parse("page=0")).toMatchObject({ page: 1 });
    expect(parse("page=-4")).toMatchObject({ page: 1 });
    expect(parse("page=2.5")).toMatchObject({ page: 1 });
    expect(parse("page=")).toMatchObject({ page: 1 });
    expect(parse("page=1e99")).toMatchObject({ page: 1 });
  });
  it("trims and bounds free text", () => {
    expect(parse(`q=${"x".repeat(500)}`).q).toHaveLength(100);
  });
  it("searches for the words of a query or filter with control characters", () => {
    expect(parse("q=relay%00%1B24V%00").q).toBe("relay  24V");
    expect(parse("f.color=Black%00").filters).toEqual({ color: ["Black"] });
  });
  it("ignores empty, duplicate and malformed filters", () => {
    expect(parse("f.color=&f.color=Black&f.color=Black&f.=x&f.bad-key=1&color=Red").filters).toEqual({ color: ["Black"] });
  });
});

describe("listQueryParams", () => {
  it("writes only what differs from the defaults and reads back the same query", () => {
    const query = parse("category=a&f.color=Black&sort=title&page=2");
    expect(listQueryParams(query).toString()).toBe("category=a&f.color=Black&sort=title&page=2");
    expect(parse(listQueryParams(query).toString())).toEqual(query);
    expect(listQueryParams(parse("sort=pn&page=1")).toString()).toBe("");
  });
});
