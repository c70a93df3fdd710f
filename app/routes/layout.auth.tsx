import "~/shared-chunk";
import { Outlet } from "@remix-run/react";
import { DefaultLayout } from "~/components/layout/DefaultLayout";
import { shellOf, useRootData } from "~/root-data";

/** The sign-in pages: the storefront's header and footer, and no modals over the flow the page itself is. */
export default function AuthLayout() {
  const data = useRootData()!;
  return (
    <DefaultLayout shell={shellOf(data)} toast={data.toast}>
      <Outlet />
    </DefaultLayout>
  );
}
