import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { codeSchema, emailSchema, HONEYPOT_FIELD, isHoneypotFilled, loginIntent, nameSchema, resendSchema } from "./auth-schemas";

const form = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(entries)) data.append(k, v);
  return data;
};

/** The field errors a submission answers with. */
const errorsOf = (submission: { reply(): { error?: Record<string, string[] | null> | null } }) => submission.reply().error;

describe("emailSchema", () => {
  it("accepts an address, trimmed and lower-cased", () => {
    const s = parseWithZod(form({ email: "  Maria.Gonzalez@Example.com ", redirectTo: "/products" }), { schema: emailSchema });
    expect(s.status).toBe("success");
    if (s.status === "success") expect(s.value).toEqual({ email: "maria.gonzalez@example.com", redirectTo: "/products" });
  });

  it.each(["", "   ", "maria", "maria@", "@example.com", "a b@example.com"])("refuses %j with 'Invalid email'", (value) => {
    const s = parseWithZod(form({ email: value }), { schema: emailSchema });
    expect(s.status).toBe("error");
    expect(errorsOf(s)?.email).toEqual(["authInvalidEmail"]);
  });

  it("takes an address of 254 characters and refuses a longer one as too long, keeping it", () => {
    const fits = `${"a".repeat(242)}@example.com`;
    expect(parseWithZod(form({ email: fits }), { schema: emailSchema }).status).toBe("success");
    const long = `${"a".repeat(300)}@example.com`;
    const s = parseWithZod(form({ email: long }), { schema: emailSchema });
    expect(errorsOf(s)?.email).toEqual(["authEmailTooLong"]);
    expect(s.reply().initialValue).toEqual({ email: long });
  });

  it("keeps the typed value in the reply", () => {
    const s = parseWithZod(form({ email: "maria@" }), { schema: emailSchema });
    expect(s.reply().initialValue).toEqual({ email: "maria@" });
  });
});

describe("codeSchema", () => {
  it("accepts six digits, dropping spaces and dashes people paste", () => {
    const s = parseWithZod(form({ email: "a@example.com", code: "123 456" }), { schema: codeSchema });
    expect(s.status === "success" && s.value.code).toBe("123456");
    const dashed = parseWithZod(form({ email: "a@example.com", code: "123-456" }), { schema: codeSchema });
    expect(dashed.status === "success" && dashed.value.code).toBe("123456");
  });

  it.each(["", "12345", "1234567", "12a456", "١٢٣٤٥٦"])("refuses %j", (code) => {
    const s = parseWithZod(form({ email: "a@example.com", code }), { schema: codeSchema });
    expect(s.status).toBe("error");
    expect(errorsOf(s)?.code).toEqual(["authCodeInvalid"]);
  });

  it("needs the e-mail the code was sent to", () => {
    const s = parseWithZod(form({ code: "123456" }), { schema: codeSchema });
    expect(errorsOf(s)?.email).toEqual(["authInvalidEmail"]);
  });
});

describe("resendSchema", () => {
  it("needs a valid e-mail", () => {
    expect(parseWithZod(form({ email: "a@example.com" }), { schema: resendSchema }).status).toBe("success");
    expect(parseWithZod(form({ email: "nope" }), { schema: resendSchema }).status).toBe("error");
  });
});

describe("nameSchema", () => {
  it("trims both names", () => {
    const s = parseWithZod(form({ firstName: "  Ana ", lastName: " Ruiz  " }), { schema: nameSchema });
    expect(s.status === "success" && s.value).toEqual({ firstName: "Ana", lastName: "Ruiz", redirectTo: undefined });
  });

  it("requires each name, also when only spaces were typed", () => {
    const s = parseWithZod(form({ firstName: "   ", lastName: "" }), { schema: nameSchema });
    expect(s.status).toBe("error");
    expect(errorsOf(s)?.firstName).toEqual(["thisFieldIsRequired"]);
    expect(errorsOf(s)?.lastName).toEqual(["thisFieldIsRequired"]);
  });

  it("refuses a name over 100 characters or with control characters", () => {
    const s = parseWithZod(form({ firstName: "A".repeat(101), lastName: "Ruiz\u0000" }), { schema: nameSchema });
    expect(errorsOf(s)?.firstName).toEqual(["accountFieldTooLong100"]);
    expect(errorsOf(s)?.lastName).toEqual(["accountFieldInvalidCharacters"]);
  });

  it("refuses invisible format characters (a right-to-left override, a zero-width space)", () => {
    const s = parseWithZod(form({ firstName: "Ana\u202e", lastName: "Ru\u200biz" }), { schema: nameSchema });
    expect(errorsOf(s)).toEqual({ firstName: ["accountFieldInvalidCharacters"], lastName: ["accountFieldInvalidCharacters"] });
    expect(s.reply().initialValue).toEqual({ firstName: "Ana\u202e", lastName: "Ru\u200biz" });
  });

  it("names only the missing field", () => {
    const s = parseWithZod(form({ firstName: "Ana" }), { schema: nameSchema });
    expect(errorsOf(s)?.firstName).toBeUndefined();
    expect(errorsOf(s)?.lastName).toEqual(["thisFieldIsRequired"]);
  });
});

describe("form helpers", () => {
  it("spots a filled honeypot", () => {
    expect(isHoneypotFilled(form({ [HONEYPOT_FIELD]: "" }))).toBe(false);
    expect(isHoneypotFilled(form({}))).toBe(false);
    expect(isHoneypotFilled(form({ [HONEYPOT_FIELD]: "http://spam.example" }))).toBe(true);
  });

  it("reads a known intent only", () => {
    expect(loginIntent(form({ intent: "code" }))).toBe("code");
    expect(loginIntent(form({ intent: "drop" }))).toBeNull();
    expect(loginIntent(form({}))).toBeNull();
  });
});
