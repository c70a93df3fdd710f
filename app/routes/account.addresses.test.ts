import type { LoaderFunctionArgs } from "@remix-run/node";
import { describe, expect, it, vi } from "vitest";

const buyer = { email: "maria@example.com", webUser: { id: "WU-1", Customers: [{ id: "C-1", name: "Acme" }] }, primaryCustomer: { id: "C-1", name: "Acme" } };
vi.mock("~/request/viewer.server", () => ({
  requireBuyer: async () => ({ buyer, priceList: "OEM", cartOwner: null, setCookies: [] }),
  viewerHeaders: (_viewer: unknown, cacheControl: string) => new Headers({ "Cache-Control": cacheControl }),
}));
vi.mock("~/services/accounts/address-book-page.server", () => ({
  addressBookPage: async () => {
    throw new Error("database down");
  },
}));

const { loader } = await import("./account.addresses");

describe("the address book page when the addresses cannot be read", () => {
  it("answers the page with nothing listed and the failure in the buyer's language, not an error view", async () => {
    const request = new Request("http://localhost/es/mi-cuenta/direcciones?address=new");
    const res = await loader({ request, params: {}, context: {} } as LoaderFunctionArgs);
    expect(res.status).toBe(503);
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    const data = (await res.json()) as { notice: string; addresses: unknown[]; form: unknown };
    expect(data).toMatchObject({ notice: "accountAddressFetchFailed", addresses: [], form: null });
  });
});
