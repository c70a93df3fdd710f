/** The campaign parameters the shop records with a page load and with each line added to a cart (docs/site.md#campaign-tracking). */
export const UTM_KEYS = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;

export type UtmKey = (typeof UTM_KEYS)[number];

/** A line's campaign: the parameters that were set. */
export type Utm = Partial<Record<UtmKey, string>>;
