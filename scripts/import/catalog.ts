/**
 * The client's catalogue export (../shared/catalog, see its README), validated with zod so a changed
 * export fails the import with a precise message instead of producing a broken dataset.
 */
import { z } from "zod";
import { hasControlCharacters } from "../../app/domain/forms/text";

export const CONTROL_CHARACTERS = "holds a control character (a line break, tab, NUL, escape or invisible format character)";

const localized = z.object({ en: z.string().min(1), es: z.string().min(1) });

/**
 * A title or description in both languages, one line of visible text: a line break or an escape would break the
 * rows and pages that show it (the price file, a product page), as the forms' text rule says.
 */
const text = z
  .string()
  .min(1)
  .refine((value) => !hasControlCharacters(value), CONTROL_CHARACTERS);
const localizedText = z.object({ en: text, es: text });

const category = z.object({
  slug: localized,
  title: localizedText,
  family: z.string().min(1),
  parent: z.string().nullable(),
  showAccessoriesInShop: z.boolean(),
  sequence: z.number().int(),
});

const series = z.object({
  code: z.string().min(1),
  discountSchedule: z.string().min(1),
  isPublic: z.boolean(),
  category: z.string().min(1),
  title: localizedText,
});

const product = z.object({
  pn: z.string().min(1),
  series: z.string().min(1),
  category: z.string().min(1),
  title: localizedText,
  description: localizedText,
  list_price: z.number().nonnegative(),
  pkgqty: z.number().int().positive(),
  tariff: z.boolean(),
  weight_lb: z.number().nonnegative(),
  leadTimeDays: z.number().int().nonnegative(),
  attributes: z.record(localized),
  accessoryOf: z.array(z.string()).optional(),
});

const attributeTitle = z.object({ key: z.string().min(1), title: localizedText, isPublic: z.boolean() });

const zone = z.object({ zip: z.union([z.string(), z.number().int()]), zone: z.number().int() });

const rateBand = z.object({
  min: z.number(),
  max: z.number(),
  ground: z.number(),
  groundDist: z.number(),
  air2day: z.number(),
  air1day: z.number(),
});

const cartShippingRate = z.object({
  code: z.string().min(1),
  family: z.string().min(1),
  spqBoxCount: z.number().int().positive(),
  nonBoxCount: z.number().int().positive(),
  zones: z.array(z.object({ id: z.number().int(), spqBoxPrice: z.number(), nonBoxPrice: z.number() })),
});

const cartItemRule = z.object({
  pn: z.string().min(1),
  exemptFromFreeShipping: z.boolean(),
  leadTime10Days: z.boolean(),
});

const carrier = z.object({
  title: z.string().min(1),
  slug: z.string().min(1),
  sequence: z.number().int(),
  isDefault: z.boolean(),
  isInternational: z.boolean(),
  collect: z.boolean(),
  methods: z.array(z.object({ id: z.enum(["ground", "air2day", "air1day"]), title: localized })),
  minSubtotalThresholdvalue: z.number().nullable(),
});

const shippingRule = z.object({ addressState: z.string().min(1), zipCodes: z.string().min(1), note: localized });

const salesRep = z.object({
  areaCodes: z.array(z.string()),
  states: z.array(z.string()),
  countries: z.array(z.string()),
  label: z.string(),
  territory: z.string().min(1),
  rep: z.string().min(1),
});

const shipping = z.object({
  rateBands: z.array(rateBand),
  cartShippingRates: z.array(cartShippingRate),
  cartItemRules: z.array(cartItemRule),
  carriers: z.array(carrier),
  shippingRules: z.array(shippingRule),
  taxRates: z.array(z.object({ state: z.string().min(1), rate: z.number() })),
  salesReps: z.array(salesRep),
  fallbackRep: z.string().min(1),
  fallbackTerritory: z.string().min(1),
});

export const catalogSchema = z.object({
  categories: z.array(category),
  series: z.array(series),
  products: z.array(product),
  attributeTitles: z.array(attributeTitle),
  zones: z.array(zone),
  shipping,
});

export type Catalog = z.infer<typeof catalogSchema>;
export type CatalogCategory = z.infer<typeof category>;
export type CatalogProduct = z.infer<typeof product>;
export type CatalogShipping = z.infer<typeof shipping>;
export type CatalogLocalized = z.infer<typeof localized>;

/** The catalogue files this import reads, by the Catalog field they fill. */
export const catalogFiles = {
  categories: "categories.json",
  series: "series.json",
  products: "products.json",
  attributeTitles: "attribute-titles.json",
  zones: "zones.json",
  shipping: "shipping.json",
} as const satisfies Record<keyof Catalog, string>;

/** The business tables copied verbatim into content/seed/ for the database seed. */
export const seedFiles = ["customers.json", "price-lists.json"] as const;

/** Validates the parsed files; the error names every offending path. */
export function parseCatalog(raw: Record<keyof Catalog, unknown>): Catalog {
  const result = catalogSchema.safeParse(raw);
  if (!result.success) {
    const issues = result.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n");
    throw new Error(`The catalogue export does not have the expected shape:\n${issues}`);
  }
  return result.data;
}
