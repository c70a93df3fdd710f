/**
 * The checkout form validates in the browser with conform and its zod schema: that code loads when the form is first
 * rendered, so the page's own JavaScript carries no form library. The server renders the form in full: it works
 * before its code arrives and with JavaScript off.
 */
import { onDemand } from "~/components/auth/on-demand";

export const CheckoutForm = onDemand(() => import("./CheckoutForm").then((module) => module.CheckoutForm), <div aria-busy="true" className="min-h-96" />);
