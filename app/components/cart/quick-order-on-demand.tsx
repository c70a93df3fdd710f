/**
 * The quick order form validates in the browser (conform, zod and its schema): its code loads when the page shows
 * it, so the page's own JavaScript carries no form library (as the account pages' forms do).
 */
import { onDemand } from "~/components/auth/on-demand";

export const QuickOrderForm = onDemand(() => import("./QuickOrderForm").then((module) => module.QuickOrderForm), <div aria-busy="true" className="min-h-96" />);
