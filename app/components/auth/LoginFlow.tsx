import { useEffect } from "react";
import { afterSignInPath } from "~/domain/auth/guard";
import { href } from "~/i18n/href";
import { useT } from "~/i18n/useT";
import { shellOf, useRootData } from "~/root-data";
import { CodeStep, EmailStep, NameForm } from "./forms-on-demand";
import { GoogleButton } from "./GoogleButton";
import type { LoginActionData } from "./login-result";
import type { LoginPlace } from "./login-urls";
import type { LoginView } from "./login-view";
import { SignedInStep } from "./SignedInStep";

function OrDivider() {
  const { t } = useT();
  return (
    <div className="flex items-center gap-3 text-xs uppercase tracking-wide text-neutral-500" role="separator" aria-label={t("loginOr")}>
      <span aria-hidden className="h-px flex-1 bg-neutral-200" />
      <span aria-hidden>{t("loginOr")}</span>
      <span aria-hidden className="h-px flex-1 bg-neutral-200" />
    </div>
  );
}

type LoginFlowProps = { view: LoginView; place: LoginPlace; actionData?: LoginActionData };

/** The login flow (docs/sign-in.md#login-flow): logo, then Google and the e-mail step, the code step, or signed in. */
export function LoginFlow({ view, place, actionData }: LoginFlowProps) {
  const { lang } = useT();
  const root = useRootData();
  const home = href("home", {}, lang);
  // The later steps' code arrives while the buyer types, so they never show a placeholder.
  useEffect(() => {
    void CodeStep.preload();
    void NameForm.preload();
  }, []);
  return (
    <div className="flex flex-col gap-5">
      <img src="/logo.svg" width={209} height={27} alt={root ? shellOf(root).siteName : ""} className="mx-auto h-[27px] w-[209px]" />
      {view.step === "done" ? (
        <SignedInStep continueTo={afterSignInPath(place.redirectTo ?? home, home)} />
      ) : view.step === "code" ? (
        <CodeStep place={place} email={view.email} resendAt={view.resendAt} resendSeconds={view.resendSeconds} actionData={actionData} />
      ) : (
        <>
          {root?.config.googleSignIn ? (
            <>
              <GoogleButton place={place} />
              <OrDivider />
            </>
          ) : null}
          <EmailStep place={place} email={view.email} actionData={actionData} />
        </>
      )}
    </div>
  );
}
