import { useFetcher, useLocation } from "@remix-run/react";
import { href } from "~/i18n/href";
import { HeartIcon } from "~/components/layout/icons";
import { useT } from "~/i18n/useT";
import { useRootData } from "~/root-data";
import { PersonalChoice } from "~/render/personal-template";
import type { PersonalValues } from "~/render/template-slots";

/**
 * The heart of a product: a plain post to the favorites page that comes back here (without JavaScript
 * too); with it, a fetcher that shows the new state at once. A visitor is sent to sign in first, and
 * the part is kept once they are in.
 */
export function FavoriteButton({ pn, title }: { pn: string; title: string }) {
  const { t, lang } = useT();
  const { pathname, search } = useLocation();
  const fetcher = useFetcher({ key: `favorite-${pn}` });
  const savedIn = (values: Pick<PersonalValues, "favorites"> | undefined) => (values?.favorites?.includes(pn) ? "on" : "off");
  const saved = savedIn(useRootData());
  const pending = fetcher.formData?.get("intent");
  const current = pending === "add" ? "on" : pending === "remove" ? "off" : saved;
  const form = (on: boolean) => (
    <fetcher.Form method="post" action={href("accountFavorites", {}, lang)} preventScrollReset>
      <input type="hidden" name="intent" value={on ? "remove" : "add"} />
      <input type="hidden" name="pn" value={pn} />
      <input type="hidden" name="redirectTo" value={pathname + search} />
      <button
        type="submit"
        aria-label={t(on ? "favoritesRemoveNamed" : "favoritesAddNamed", [title])}
        title={t(on ? "favoritesRemove" : "favoritesAdd")}
        className={on ? "icon-button text-error-600" : "icon-button"}
      >
        {/* A filled heart: CSS fill wins over the outline drawing's fill="none". */}
        <HeartIcon className={on ? "h-5 w-5 fill-current" : "h-5 w-5"} />
      </button>
    </fetcher.Form>
  );
  return <PersonalChoice current={current} choose={savedIn} options={{ on: form(true), off: form(false) }} />;
}
