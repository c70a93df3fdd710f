import { useMatches } from "@remix-run/react";
import type { LeanUser } from "./lean-user";
import { LoginModal } from "./LoginModal";
import type { PendingSummary } from "./login-view";
import { NameModal } from "./NameModal";

/** Routes showing the login flow as their page (`handle = { authPage: true }`) need no modals over it. */
function useOnAuthPage(): boolean {
  return useMatches().some((match) => (match.handle as { authPage?: boolean } | undefined)?.authPage === true);
}

/** The full-name modal while the buyer has no name, else the login modal when the address opens it. */
export function AuthOverlays({ user, pending }: { user: LeanUser | null; pending: PendingSummary | null }) {
  if (useOnAuthPage()) return null;
  if (user?.needsName) return <NameModal email={user.email} />;
  return <LoginModal signedIn={user !== null} pending={pending} />;
}
