import { describe, expect, it } from "vitest";
import { productJsonLd, serializeJsonLd } from "./product-json-ld";

const base = {
  pn: "GCX1111-10",
  title: "Push Button",
  description: "A button",
  url: "https://shop.example/products/push-button-gcx1111-10",
  image: "https://shop.example/images/products/push-button.svg",
  brand: "VoltShop",
};

describe("productJsonLd", () => {
  it("describes the product with its visitor price as an offer", () => {
    expect(productJsonLd({ ...base, price: { saleCents: 1385, callForPrice: false } })).toEqual({
      "@context": "https://schema.org",
      "@type": "Product",
      name: "Push Button",
      sku: "GCX1111-10",
      mpn: "GCX1111-10",
      description: "A button",
      url: base.url,
      image: base.image,
      brand: { "@type": "Brand", name: "VoltShop" },
      offers: { "@type": "Offer", url: base.url, priceCurrency: "USD", price: "13.85", availability: "https://schema.org/InStock" },
    });
  });
  it("states no offer for a call-for-price product, and no image when there is none", () => {
    const data = productJsonLd({ ...base, image: null, price: { saleCents: 0, callForPrice: true } });
    expect(data).not.toHaveProperty("offers");
    expect(data).not.toHaveProperty("image");
  });
});

describe("serializeJsonLd", () => {
  it("cannot close the script element", () => {
    const text = serializeJsonLd({ name: "</script><script>alert(1)</script>" });
    expect(text).not.toContain("<");
    expect(JSON.parse(text)).toEqual({ name: "</script><script>alert(1)</script>" });
  });
});
