import { useLocation } from "@remix-run/react";
import { Dialog } from "~/components/ui/Dialog";
import { useT } from "~/i18n/useT";
import { LoginFlow } from "./LoginFlow";
import { requestedStep, withoutLoginParam } from "./login-urls";
import { loginView, type PendingSummary } from "./login-view";

/**
 * The login modal over any page, open while the address has `?login=…` (so the server renders it
 * open and closing is a link). It can be closed unless the buyer is signed in.
 */
export function LoginModal({ signedIn, pending }: { signedIn: boolean; pending: PendingSummary | null }) {
  const { t } = useT();
  const location = useLocation();
  const step = requestedStep(new URLSearchParams(location.search), "modal");
  if (step === null) return null;
  const page = withoutLoginParam(location);
  return (
    <Dialog open title={t("loginTitle")} closeTo={signedIn ? null : page}>
      <LoginFlow view={loginView(step, signedIn, pending)} place={{ kind: "modal", redirectTo: page }} />
    </Dialog>
  );
}
