import { describe, expect, it } from "vitest";
import { isOrderNumber, orderStatusFor, paymentMethodFor, withCatalogueTitles, type Order, type OrderLine } from "./order";

describe("order rules", () => {
  it("pays on account with terms, by card otherwise, and a card order awaits payment", () => {
    expect(paymentMethodFor(true)).toBe("account");
    expect(paymentMethodFor(false)).toBe("card");
    expect(orderStatusFor("account")).toBe("placed");
    expect(orderStatusFor("card")).toBe("awaiting_payment");
  });

  it("recognises order numbers as the database hands them out, and nothing else", () => {
    expect(isOrderNumber("W-100001")).toBe(true);
    expect(isOrderNumber("W-1234567")).toBe(true);
    for (const other of ["w-100001", "W-1", "100001", "W-100001 ", "W-10000a", "../W-100001", ""]) expect(isOrderNumber(other), other).toBe(false);
  });

  it("names each product as the catalogue does in the page's language, and a product no longer sold as the order froze it", () => {
    const line = (pn: string, title: string) => ({ pn, title, quantity: 1 }) as OrderLine;
    const order = { number: "W-100001", lang: "en", lines: [line("GCX1111-10", "22mm NEMA Flush Push Button"), line("OLD-1", "Retired relay")] } as Order;
    const shown = withCatalogueTitles(order, new Map([["GCX1111-10", "Pulsador NEMA 22 mm rasante"]]));
    expect(shown.lines.map((l) => l.title)).toEqual(["Pulsador NEMA 22 mm rasante", "Retired relay"]);
    expect(order.lines[0]!.title).toBe("22mm NEMA Flush Push Button");
  });
});
