import type { PendingSummary } from "~/domain/auth/resend";
import type { LoginStep } from "./login-urls";

export type { PendingSummary } from "~/domain/auth/resend";

export type LoginView = { step: "email"; email: string | null } | ({ step: "code" } & PendingSummary) | { step: "done" };

/** Which step to render: signed in wins; the code step needs an e-mail waiting for its code. */
export function loginView(step: LoginStep, signedIn: boolean, pending: PendingSummary | null): LoginView {
  if (signedIn) return { step: "done" };
  if (step === "code" && pending) return { step: "code", ...pending };
  return { step: "email", email: pending?.email ?? null };
}
