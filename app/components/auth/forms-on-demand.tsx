/**
 * The sign-in forms that validate in the browser (conform + the zod schemas, ~28 KB gzipped) load
 * only when one is on screen: every page carries the login and name modals, few visitors open them.
 */
import { onDemand } from "./on-demand";

/** Holds about the form's height while its code arrives after a client-side navigation. */
const placeholder = <div aria-busy="true" className="min-h-48" />;

export const EmailStep = onDemand(() => import("./EmailStep").then((module) => module.EmailStep), placeholder);
export const CodeStep = onDemand(() => import("./CodeStep").then((module) => module.CodeStep), placeholder);
export const NameForm = onDemand(() => import("./NameForm").then((module) => module.NameForm), placeholder);

/** When the buyer heads for 'Sign in': fetch the first step before the modal opens. */
export function preloadSignIn(): void {
  void EmailStep.preload();
}
