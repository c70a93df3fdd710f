const DAY_S = 24 * 60 * 60;

/** How long a sign-in session lasts without a visit; the session cookie and the refresh-token sweep use it. */
export const SESSION_LIFETIME_S = 400 * DAY_S;

/** How long an anonymous cart is kept after its last change; its cookie and the cart sweep use it. */
export const ANONYMOUS_CART_LIFETIME_S = 30 * DAY_S;
