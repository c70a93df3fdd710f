import "~/shared-chunk";
import { Outlet } from "@remix-run/react";
import { AuthOverlays } from "~/components/auth/AuthOverlays";
import { DefaultLayout } from "~/components/layout/DefaultLayout";
import { SearchModal } from "~/components/search/SearchModal";
import { shellOf, useRootData } from "~/root-data";

/** The storefront around every shop page: header, footer, toasts, the login and name modals and the search modal. */
export default function ShopLayout() {
  const data = useRootData()!;
  return (
    <>
      <DefaultLayout shell={shellOf(data)} toast={data.toast}>
        <Outlet />
      </DefaultLayout>
      <AuthOverlays user={data.user} pending={data.pendingLogin} />
      <SearchModal />
    </>
  );
}
