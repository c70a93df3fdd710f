import { describe, expect, it } from "vitest";
import { frameAncestorsOf, partnersFileProblems, partnersFileSchema, returnUrlAllowed } from "./partners-file";

const entry = {
  id: "acme-ariba",
  customerId: "C-1001",
  protocol: "cxml",
  domain: "NetworkID",
  identity: "AN01000000001",
  secret: "correct horse battery",
  returnUrls: ["https://procure.example.com/punchout/"],
};

describe("the partners file", () => {
  it("accepts a cXML partner and an OCI partner without a domain", () => {
    const parsed = partnersFileSchema.safeParse({ partners: [entry, { ...entry, id: "acme-srm", protocol: "oci", domain: undefined, identity: "SRMUSER" }] });
    expect(parsed.success).toBe(true);
    expect(parsed.data?.partners[1]?.domain).toBe("");
  });

  it("names each problem by its path and never quotes the secret", () => {
    const parsed = partnersFileSchema.safeParse({ partners: [{ ...entry, domain: "", secret: "short", returnUrls: ["javascript:alert(1)"] }] });
    expect(parsed.success).toBe(false);
    const problems = partnersFileProblems(parsed.error!);
    expect(problems).toEqual(expect.arrayContaining([expect.stringMatching(/^partners\.0\.secret: /), expect.stringMatching(/^partners\.0\.returnUrls\.0: /)]));
    expect(problems.join("\n")).not.toContain("short");
  });

  it("refuses unknown fields (a misspelt one would be lost silently)", () => {
    expect(partnersFileSchema.safeParse({ partners: [{ ...entry, sharedSecret: "x" }] }).success).toBe(false);
  });

  it("refuses purchase orders whose prices differ unless the partner says to place them", () => {
    expect(partnersFileSchema.parse({ partners: [entry] }).partners[0]?.priceDifferences).toBe("refuse");
    expect(partnersFileSchema.parse({ partners: [{ ...entry, priceDifferences: "place" }] }).partners[0]?.priceDifferences).toBe("place");
    expect(partnersFileSchema.safeParse({ partners: [{ ...entry, priceDifferences: "ignore" }] }).success).toBe(false);
  });
});

describe("allowed return URLs", () => {
  const allowed = ["https://procure.example.com/punchout/", "https://srm.example.org/sap/bc/gui/hook"];

  it("accepts URLs under a registered one, query strings included", () => {
    expect(returnUrlAllowed("https://procure.example.com/punchout/return?session=1", allowed)).toBe(true);
    expect(returnUrlAllowed("https://srm.example.org/sap/bc/gui/hook", allowed)).toBe(true);
    expect(returnUrlAllowed("https://srm.example.org/sap/bc/gui/hook/x", allowed)).toBe(true);
  });

  it("refuses another host, scheme, port or a path that only shares a prefix", () => {
    expect(returnUrlAllowed("https://procure.example.com.evil.test/punchout/", allowed)).toBe(false);
    expect(returnUrlAllowed("http://procure.example.com/punchout/", allowed)).toBe(false);
    expect(returnUrlAllowed("https://procure.example.com:8443/punchout/", allowed)).toBe(false);
    expect(returnUrlAllowed("https://srm.example.org/sap/bc/gui/hookery", allowed)).toBe(false);
    expect(returnUrlAllowed("javascript:alert(1)", allowed)).toBe(false);
    expect(returnUrlAllowed("not a url", allowed)).toBe(false);
  });
});

describe("frame ancestors", () => {
  it("are the return URLs' origins, each once, never anything but an http(s) origin", () => {
    expect(
      frameAncestorsOf([
        "https://s1.ariba.com/Buyer/punchout",
        "https://s1.ariba.com/Buyer/other?x=1",
        "http://srm.example.org:8000/sap/bc/hook",
        "javascript:alert(1)",
        "not a url",
      ]),
    ).toEqual(["https://s1.ariba.com", "http://srm.example.org:8000"]);
  });
});
