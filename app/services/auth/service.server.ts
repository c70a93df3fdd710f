import { getConfig } from "~/config.server";
import type { ProvisioningSettings } from "~/domain/customer-provisioning";
import { href } from "~/i18n/href";
import type { Lang } from "~/i18n/lang";
import { getSiteContent, stringsFor } from "~/services/content/site.server";
import { createAuthStore } from "~/services/db/auth-store.server";
import { createCustomerRepository } from "~/services/db/customers.server";
import { getDb } from "~/services/db/index.server";
import { createWebUserWriter } from "~/services/db/web-users-write.server";
import { getMail } from "~/services/mail/index.server";
import { codeMail } from "~/services/mail/code-mail";
import { createEmbeddedAuth } from "./embedded.server";
import type { AuthProvider } from "./provider";
import { getSecrets } from "./secrets.server";
import { createSupabaseAuth } from "./supabase.server";
import { webUserClaim } from "./web-user-claim.server";

/** Reads and writes of web users and customers that sign-in needs. */
export async function accounts() {
  const db = await getDb();
  const reads = createCustomerRepository(db);
  return {
    ...reads,
    ...createWebUserWriter(db),
    /** The claim for an address, or null when it has no web user. */
    async claimFor(email: string) {
      const user = await reads.findWebUserByEmail(email);
      const full = user && (await reads.getWebUserWithCustomers(user.id));
      return full ? webUserClaim(full) : null;
    },
  };
}

/** New-customer settings from site settings (docs/sign-in.md#first-sign-in-customer-provisioning-customer-provisioning). */
export async function provisioningSettings(): Promise<ProvisioningSettings> {
  const s = (await getSiteContent()).settings;
  return {
    salesReps: s.salesReps,
    fallbackRep: s.fallbackRep,
    fallbackTerritory: s.fallbackTerritory,
    newCustomerSegment: s.newCustomerSegment,
    newCustomerPriceList: s.newCustomerPriceList,
    newCustomerTerms: s.newCustomerTerms,
    domesticCountry: s.domesticCountry,
  };
}

async function sendCodeMail({ email, code, lang }: { email: string; code: string; lang: Lang }) {
  const { publicUrl } = getConfig();
  const strings = stringsFor(await getSiteContent(), lang);
  await getMail().send(codeMail({ to: email, code, strings, loginUrl: publicUrl + href("login", {}, lang), siteUrl: publicUrl + href("home", {}, lang) }));
}

let provider: Promise<AuthProvider> | undefined;

/** Supabase when configured, else the embedded service. */
export function getAuthProvider(): Promise<AuthProvider> {
  provider ??= (async () => {
    const config = getConfig();
    if (config.auth === "supabase")
      return createSupabaseAuth({ url: config.SUPABASE_URL!, anonKey: config.SUPABASE_ANON_KEY!, serviceRoleKey: config.SUPABASE_SERVICE_ROLE_KEY });
    const secrets = await getSecrets();
    return createEmbeddedAuth({
      store: createAuthStore(await getDb()),
      secrets,
      sendCodeMail,
      webUserClaim: async (email) => (await accounts()).claimFor(email),
    });
  })();
  provider.catch(() => (provider = undefined));
  return provider;
}
