import "~/shared-chunk";
import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { loadLanguageFile } from "~/i18n/language-file";

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RemixBrowser />
      </StrictMode>,
    );
  });
}

// The page's strings (preloaded by the root's <link data-strings>) must be here before React renders
// with them. If they cannot be had, the page stays as the server rendered it: it works without scripts.
const strings = document.querySelector("link[data-strings]")?.getAttribute("href");
if (strings) {
  loadLanguageFile(strings).then(hydrate, (error: unknown) => console.error("The page's strings did not load; it stays without scripts.", error));
} else {
  hydrate();
}
