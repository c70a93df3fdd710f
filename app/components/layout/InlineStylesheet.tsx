import { useNavigation } from "@remix-run/react";
import { createContext, useContext } from "react";
import { useFullStylesheetWanted } from "~/components/ui/full-stylesheet";
import { useHydrated } from "~/components/ui/useHydrated";

const ID = "inline-styles";

/**
 * In the browser: the text the server inlined, captured when this module loads (before hydration), so a client
 * render of the document (the root error boundary) keeps its styles without the stylesheet in the JavaScript.
 */
const fromServer = typeof document === "undefined" ? "" : (document.getElementById(ID)?.textContent ?? "");

/** The stylesheet's text; entry.server provides it when rendering. */
export const StylesheetContext = createContext<string>(fromServer);

/**
 * The rules this page uses, inline in the head (entry.server picks them from the whole stylesheet once
 * the page is rendered): the first paint waits for no other request, and a page carries no rules it cannot use.
 * The CSP's style-src allows inline styles ('unsafe-inline'; a nonce there would switch that off for style attributes).
 */
export function InlineStylesheet() {
  return <style id={ID} dangerouslySetInnerHTML={{ __html: useContext(StylesheetContext) }} />;
}

/**
 * The whole stylesheet for what scripts render next (another page, a dialog), whose rules this page's inline ones may
 * have left out: fetched once the page is running, applied when app/components/ui/full-stylesheet.ts says it is wanted. Not in
 * the server's HTML, so a page without scripts never fetches it and the first paint never waits for it.
 */
export function FullStylesheet({ href }: { href: string }) {
  const hydrated = useHydrated();
  const wanted = useFullStylesheetWanted();
  const navigating = useNavigation().state !== "idle";
  if (!hydrated) return null;
  return wanted || navigating ? <link key="applied" rel="stylesheet" href={href} /> : <link key="fetched" rel="prefetch" as="style" href={href} />;
}
