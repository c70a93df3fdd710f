import { useEffect } from "react";
import type { PublicConfig } from "./public-config";
import { useBuildVersionCheck } from "./useBuildVersionCheck";
import { useHashScroll } from "./useHashScroll";
import { useMenuNavigation } from "./useMenuNavigation";
import { useRouteRules } from "./useRouteRules";
import { useTagManagerPageviews } from "./useTagManager";
import { useUtmTracking } from "./useUtmTracking";

/** Spec 8: a chat configured with only one of its two ids is a mistake worth a clear message. */
function useChatConfigCheck(chat: PublicConfig["chat"]) {
  useEffect(() => {
    if (chat && (!chat.propertyId || !chat.widgetId)) {
      console.error(
        `Chat widget not loaded: set both CHAT_PROPERTY_ID and CHAT_WIDGET_ID (missing ${chat.propertyId ? "CHAT_WIDGET_ID" : "CHAT_PROPERTY_ID"}).`,
      );
    }
  }, [chat]);
}

/** Browser-only behaviours of every page; renders nothing and does nothing without JavaScript. */
export function ClientBehaviours({ config }: { config: PublicConfig }) {
  useHashScroll();
  useMenuNavigation();
  useTagManagerPageviews(config.gtmId);
  useUtmTracking();
  useBuildVersionCheck(config.buildPollSeconds);
  useRouteRules(config.routeRules);
  useChatConfigCheck(config.chat);
  return null;
}
