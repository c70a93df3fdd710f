const DAY_S = 24 * 60 * 60;

/**
 * How long a browser's id lives (its cookie, renewed at each sign-in), and so how long it stays known
 * for an address it signed in as: the longest a browser keeps a cookie.
 */
export const BROWSER_ID_LIFETIME_S = 400 * DAY_S;

/** How long an anonymous cart is kept after its last change; its cookie and the cart sweep use it. */
export const ANONYMOUS_CART_LIFETIME_S = 30 * DAY_S;
