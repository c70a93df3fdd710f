import { useLocation } from "@remix-run/react";
import { Dialog } from "~/components/ui/Dialog";
import { useT } from "~/i18n/useT";
import { NameForm } from "./forms-on-demand";
import { withoutLoginParam } from "./login-urls";

/**
 * The full-name modal: open on every page while a signed-in buyer has no name, and it cannot be
 * dismissed (no close button, outside click or Escape) — saving the name is the only way on.
 */
export function NameModal({ email }: { email: string }) {
  const { t } = useT();
  const location = useLocation();
  return (
    <Dialog open title={t("loginNameTitle")} closeTo={null}>
      <NameForm place={{ kind: "modal", redirectTo: withoutLoginParam(location) }} email={email} />
    </Dialog>
  );
}
