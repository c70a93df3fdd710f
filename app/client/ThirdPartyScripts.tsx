import type { PublicConfig } from "./public-config";

/** Tag manager bootstrap; the loaded gtm.js inherits this script's CSP nonce. */
function gtmSnippet(gtmId: string): string {
  return `(function(w,d,id){w.dataLayer=w.dataLayer||[];w.dataLayer.push({'gtm.start':Date.now(),event:'gtm.js'});var s=d.createElement('script');s.async=true;s.src='https://www.googletagmanager.com/gtm.js?id='+encodeURIComponent(id);var c=d.currentScript;if(c&&c.nonce)s.nonce=c.nonce;d.head.appendChild(s);})(window,document,${JSON.stringify(gtmId)});`;
}

/**
 * Head scripts that exist only when configured: tag manager and chat (Tawk.to). Each carries the
 * request's CSP nonce. The captcha loads only where a sign-in form needs it (app/client/recaptcha.ts). A chat with one of its two ids missing loads nothing
 * (the browser logs why, see useChatConfigCheck).
 */
export function ThirdPartyScripts({ config, nonce }: { config: PublicConfig; nonce: string }) {
  const chat = config.chat?.propertyId && config.chat.widgetId ? config.chat : null;
  return (
    <>
      {config.gtmId ? <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: gtmSnippet(config.gtmId) }} /> : null}
      {chat ? (
        <script
          nonce={nonce}
          suppressHydrationWarning
          async
          charSet="UTF-8"
          crossOrigin="anonymous"
          src={`https://embed.tawk.to/${encodeURIComponent(chat.propertyId!)}/${encodeURIComponent(chat.widgetId!)}`}
        />
      ) : null}
    </>
  );
}

/** The tag manager's no-script fallback, first thing in the body. */
export function TagManagerNoScript({ gtmId }: { gtmId: string | null }) {
  if (!gtmId) return null;
  return (
    <noscript>
      <iframe
        title="gtm"
        src={`https://www.googletagmanager.com/ns.html?id=${encodeURIComponent(gtmId)}`}
        height="0"
        width="0"
        style={{ display: "none", visibility: "hidden" }}
      />
    </noscript>
  );
}
