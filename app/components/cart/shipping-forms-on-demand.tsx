/**
 * The cart page's destination and shipping forms validate in the browser with conform and their zod schemas: that
 * code loads once the page shows them, so the cart page's own JavaScript carries no form library (it is the page
 * closest to the budget). The server renders them in full, so they work before it arrives and without JavaScript.
 */
import { onDemand } from "~/components/auth/on-demand";

export const DestinationForm = onDemand(
  () => import("./DestinationForm").then((module) => module.DestinationForm),
  <div aria-busy="true" className="min-h-64" />,
);
export const ShippingPanel = onDemand(() => import("./ShippingPanel").then((module) => module.ShippingPanel), <div aria-busy="true" className="min-h-64" />);
