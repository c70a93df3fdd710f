import { describe, expect, it } from "vitest";
import { normalizePostalCode } from "./postal-code";

const ok = (value: string) => ({ ok: true, value });
const error = (key: string) => ({ ok: false, error: key });

describe("postal codes", () => {
  it("takes 5 digits or ZIP+4 in the United States, written with a hyphen", () => {
    expect(normalizePostalCode("US", "15222")).toEqual(ok("15222"));
    expect(normalizePostalCode("US", "15222-1234")).toEqual(ok("15222-1234"));
    expect(normalizePostalCode("US", "152221234")).toEqual(ok("15222-1234"));
    expect(normalizePostalCode("US", "15222 1234")).toEqual(ok("15222-1234"));
    for (const bad of ["1522", "152223", "15222-123", "ABCDE", "15222-12345"])
      expect(normalizePostalCode("US", bad), bad).toEqual(error("accountPostalCodeUS"));
  });

  it("takes A1A 1A1 in Canada, upper case with one space", () => {
    expect(normalizePostalCode("CA", "M5J 2J2")).toEqual(ok("M5J 2J2"));
    expect(normalizePostalCode("CA", "m5j2j2")).toEqual(ok("M5J 2J2"));
    expect(normalizePostalCode("CA", "h3z 2y7")).toEqual(ok("H3Z 2Y7"));
    // D, F, I, O, Q, U never appear; W and Z never lead.
    for (const bad of ["M5J  2J2", "M5J-2J2", "D5J 2J2", "W5J 2J2", "Z5J 2J2", "M5O 2J2", "12345", "M5J 2J"]) {
      expect(normalizePostalCode("CA", bad), bad).toEqual(error("accountPostalCodeCA"));
    }
  });

  it("takes 5 digits in Mexico", () => {
    expect(normalizePostalCode("MX", "64000")).toEqual(ok("64000"));
    for (const bad of ["6400", "640000", "64000-1234", "NL640"]) expect(normalizePostalCode("MX", bad), bad).toEqual(error("accountPostalCodeMX"));
  });

  it("requires one in the United States, Canada and Mexico only", () => {
    for (const country of ["US", "CA", "MX"]) expect(normalizePostalCode(country, "")).toEqual(error("thisFieldIsRequired"));
    expect(normalizePostalCode("DE", "")).toEqual(ok(""));
    expect(normalizePostalCode("HK", "")).toEqual(ok(""));
  });

  it("keeps other countries' codes as typed, up to 20 characters", () => {
    expect(normalizePostalCode("DE", "10115")).toEqual(ok("10115"));
    expect(normalizePostalCode("GB", "SW1A 1AA")).toEqual(ok("SW1A 1AA"));
    expect(normalizePostalCode("BR", "x".repeat(20))).toEqual(ok("x".repeat(20)));
    expect(normalizePostalCode("BR", "x".repeat(21))).toEqual(error("accountFieldTooLong20"));
  });
});
