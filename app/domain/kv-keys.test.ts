import { describe, expect, it } from "vitest";
import { anonymousCartKey, kvKey, parseKvKey } from "./kv-keys";

describe("kv keys", () => {
  it("names a buyer's values by normalized e-mail and feature", () => {
    expect(kvKey(" Maria.Gonzalez@Example.COM ", "liveCart")).toBe("maria.gonzalez@example.com:liveCart");
    expect(kvKey("a@b.co", "favorites")).toBe("a@b.co:favorites");
    expect(anonymousCartKey("tok_en-1")).toBe("anonymous:tok_en-1:liveCart");
  });

  it("parses {email}:{feature} at the last colon, normalizing the e-mail", () => {
    expect(parseKvKey("Maria@Example.com:liveCart")).toEqual({ email: "maria@example.com", feature: "liveCart" });
    expect(parseKvKey("odd:name@example.com:favorites")).toEqual({ email: "odd:name@example.com", feature: "favorites" });
    expect(parseKvKey(kvKey("x@y.z", "favorites"))).toEqual({ email: "x@y.z", feature: "favorites" });
  });

  it.each(["", "maria@example.com", "maria@example.com:", ":liveCart", "  :liveCart", "maria@example.com:livecart", "maria@example.com:orders"])(
    "refuses %j",
    (key) => expect(parseKvKey(key)).toBeNull(),
  );
});
