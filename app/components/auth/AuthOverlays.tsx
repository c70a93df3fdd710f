import type { LeanUser } from "./lean-user";
import { LoginModal } from "./LoginModal";
import type { PendingSummary } from "~/domain/auth/resend";
import { NameModal } from "./NameModal";

/** The full-name modal while the buyer has no name, else the login modal when the address opens it. */
export function AuthOverlays({ user, pending }: { user: LeanUser | null; pending: PendingSummary | null }) {
  if (user?.needsName) return <NameModal email={user.email} />;
  return <LoginModal signedIn={user !== null} pending={pending} />;
}
