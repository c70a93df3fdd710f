import "~/shared-chunk";
import { Outlet } from "@remix-run/react";
import { TestLayout } from "~/components/layout/TestLayout";
import { useRootData } from "~/root-data";

/** Test-only pages (registered only in TEST_ROUTES builds): no header or footer. */
export default function TestLayoutRoute() {
  return (
    <TestLayout toast={useRootData()?.toast ?? null}>
      <Outlet />
    </TestLayout>
  );
}
