/**
 * The OCI entry point's service (docs/punchout.md#flow): SAP's login fields checked against the partner registered
 * for its USERNAME, the HOOK_URL against its return URLs, and a session made whose start URL the browser goes on to.
 */
import { readOciLogin } from "~/domain/punchout/oci";
import type { Lang } from "~/i18n/lang";
import { setupSession } from "./setup.server";

export type OciEntry = { kind: "start"; token: string } | { kind: "refused"; reason: "fields" | "unauthorized" | "returnUrl" };

export async function enterOci(fields: Record<string, string>, lang: Lang): Promise<OciEntry> {
  const login = readOciLogin(fields);
  if (login.kind === "refusal") return { kind: "refused", reason: "fields" };
  const result = await setupSession({
    protocol: "oci",
    credentials: [{ domain: "", identity: login.username }],
    secret: login.password,
    email: null,
    userName: null,
    lang,
    operation: "create",
    buyerCookie: "",
    returnUrl: login.hookUrl,
    target: login.target,
    items: [],
    parties: { from: [], to: [] },
  });
  if (result.kind === "started") return { kind: "start", token: result.token };
  // OCI names its own user: a missing address cannot happen here.
  return { kind: "refused", reason: result.reason === "returnUrl" ? "returnUrl" : "unauthorized" };
}
