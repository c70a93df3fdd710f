import type { Locator } from "@playwright/test";
import type { Lang } from "./dataset";
import { text } from "./sign-in";

/**
 * Chooses the open address form's state: from the country's list with JavaScript, typed (its code or its name) into
 * the one text field the page has without it.
 */
export async function chooseState(form: Locator, lang: Lang, javaScriptEnabled: boolean, state: { code: string } | { name: string }) {
  if (javaScriptEnabled) {
    const select = form.getByLabel(text("accountAddressState", lang), { exact: true });
    await ("code" in state ? select.selectOption(state.code) : select.selectOption({ label: state.name }));
  } else {
    await form.getByLabel(text("accountAddressStateOrRegion", lang), { exact: true }).fill("code" in state ? state.code : state.name);
  }
}
