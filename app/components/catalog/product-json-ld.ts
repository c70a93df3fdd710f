/** schema.org Product data for search engines: what the product page shows, as JSON-LD. */
export type ProductJsonLdInput = {
  pn: string;
  title: string;
  description: string;
  /** Absolute URLs. */
  url: string;
  image: string | null;
  brand: string;
  price: { saleCents: number; callForPrice: boolean } | undefined;
};

export function productJsonLd({ pn, title, description, url, image, brand, price }: ProductJsonLdInput): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: title,
    sku: pn,
    mpn: pn,
    description,
    url,
    ...(image ? { image } : {}),
    brand: { "@type": "Brand", name: brand },
    // A quoted product has no price to state.
    ...(price && !price.callForPrice
      ? {
          offers: {
            "@type": "Offer",
            url,
            priceCurrency: "USD",
            price: (price.saleCents / 100).toFixed(2),
            availability: "https://schema.org/InStock",
          },
        }
      : {}),
  };
}

/** JSON for an inline script: `<` escaped so no text can close the element. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
