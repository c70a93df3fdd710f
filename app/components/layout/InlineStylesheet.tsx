import { createContext, useContext } from "react";

const ID = "inline-styles";

/**
 * In the browser: the text the server inlined, captured when this module loads (before hydration), so a client
 * render of the document (the root error boundary) keeps its styles without the stylesheet in the JavaScript.
 */
const fromServer = typeof document === "undefined" ? "" : (document.getElementById(ID)?.textContent ?? "");

/** The stylesheet's text; entry.server provides it when rendering. */
export const StylesheetContext = createContext<string>(fromServer);

/**
 * The whole stylesheet inline in the head (about 7 KB gzipped): the first paint waits for no other request.
 * The CSP's style-src allows inline styles ('unsafe-inline'; a nonce there would switch that off for style attributes).
 */
export function InlineStylesheet() {
  return <style id={ID} dangerouslySetInnerHTML={{ __html: useContext(StylesheetContext) }} />;
}
