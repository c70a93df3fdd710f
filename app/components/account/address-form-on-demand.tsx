/**
 * The address form validates in the browser with conform and the contact schema: its code loads only when the page
 * shows the form (`?address=…`), so the address list alone carries no form library.
 */
import { onDemand } from "~/components/auth/on-demand";

export const AddressForm = onDemand(() => import("./AddressForm").then((module) => module.AddressForm), <div aria-busy="true" className="min-h-96" />);
