import { describe, expect, it } from "vitest";
import type { SessionUser } from "~/services/auth/types";
import { leanUser } from "./lean-user";

const user = (webUser: { nameFirst: string | null; nameLast: string | null }, fullName: string | null, needsName = false) =>
  ({ sub: "u1", email: "ana.ruiz@example.com", fullName, webUser, needsName }) as unknown as SessionUser;

describe("leanUser", () => {
  it("is null for a visitor", () => expect(leanUser(null)).toBeNull());

  it("names the buyer from the web user, else the auth user's full name", () => {
    expect(leanUser(user({ nameFirst: " Ana ", nameLast: "Ruiz" }, null))).toEqual({
      name: "Ana Ruiz",
      email: "ana.ruiz@example.com",
      nameFirst: "Ana",
      nameLast: "Ruiz",
      needsName: false,
    });
    expect(leanUser(user({ nameFirst: null, nameLast: null }, "Ana Ruiz"))?.name).toBe("Ana Ruiz");
  });

  it("passes the name-step flag on, with no name to show", () => {
    expect(leanUser(user({ nameFirst: "", nameLast: "" }, null, true))).toMatchObject({ name: null, needsName: true });
  });
});
