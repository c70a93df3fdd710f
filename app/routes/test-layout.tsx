import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLocation, useSearchParams } from "@remix-run/react";
import { z } from "zod";
import { Breadcrumbs } from "~/components/layout/Breadcrumbs";
import { Button } from "~/components/ui/Button";
import { Dialog } from "~/components/ui/Dialog";
import { Field } from "~/components/ui/Field";
import { SlideOver } from "~/components/ui/SlideOver";
import { withSearchParam } from "~/components/ui/url-state";
import { getConfig } from "~/config.server";
import { langFromPath } from "~/i18n/lang";
import { translate } from "~/i18n/translate";
import { useT } from "~/i18n/useT";
import { notFound } from "~/services/content/localized-document.server";
import { getSiteContent, stringsFor } from "~/services/content/site.server";
import { redirectWithToast } from "~/services/flash.server";
import { plainRoutes } from "~/routes";

/** Test-only: exists outside production, or in production with TEST_ROUTES=true (e2e runs on a prod build). */
function ensureEnabled() {
  if (getConfig().isProduction && !getConfig().TEST_ROUTES) notFound();
}

export const handle = { layout: "test" };

/** `?error=500` throws an error, `?error=403` (any 4xx/5xx) throws a Response: to test the error pages. */
const errorParam = z.coerce.number().int().min(400).max(599).optional().catch(undefined);

export function loader({ request }: LoaderFunctionArgs) {
  ensureEnabled();
  const status = errorParam.parse(new URL(request.url).searchParams.get("error") ?? undefined);
  if (status === 500) throw new Error("Test error from /__test/layout");
  if (status) throw new Response(null, { status });
  return json({}, { headers: { "X-Robots-Tag": "noindex" } });
}

/** Posts back with a flash toast, so e2e tests can check toasts with and without JavaScript. */
export async function action({ request }: ActionFunctionArgs) {
  ensureEnabled();
  const strings = stringsFor(await getSiteContent(), langFromPath(new URL(request.url).pathname));
  return redirectWithToast(plainRoutes.testLayout.path, {
    type: "success",
    title: translate(strings, "shellTestToastTitle"),
    description: translate(strings, "shellTestToastDescription"),
  });
}

export default function TestLayoutPage() {
  const { t } = useT();
  const location = useLocation();
  const [params] = useSearchParams();
  const open = params.get("panel");
  const closeTo = withSearchParam(location, "panel", null);
  return (
    <div className="space-y-8">
      <Breadcrumbs items={[{ label: t("shellTestLayoutTitle"), to: plainRoutes.testLayout.path }]} />
      <h1 className="text-2xl font-bold">{t("shellTestLayoutTitle")}</h1>
      <Form method="post">
        <Button type="submit">{t("shellTestShowToast")}</Button>
      </Form>
      <div className="flex gap-3">
        <Link className="text-info-700 underline" preventScrollReset to={withSearchParam(location, "panel", "dialog")}>
          {t("shellTestOpenDialog")}
        </Link>
        <Link className="text-info-700 underline" preventScrollReset to={withSearchParam(location, "panel", "slide")}>
          {t("shellTestOpenSlideOver")}
        </Link>
      </div>
      <Field label={t("shellTestFieldLabel")} hint={t("shellTestFieldHint")} name="company" />
      <Dialog open={open === "dialog"} title={t("shellTestOpenDialog")} closeTo={closeTo}>
        <p className="text-sm text-neutral-700">{t("shellTestDialogText")}</p>
      </Dialog>
      <SlideOver open={open === "slide"} title={t("shellTestOpenSlideOver")} closeTo={closeTo}>
        <p className="text-sm text-neutral-700">{t("shellTestDialogText")}</p>
      </SlideOver>
    </div>
  );
}
