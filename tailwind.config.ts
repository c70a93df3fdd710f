import type { Config } from "tailwindcss";
import colors from "tailwindcss/colors";
import plugin from "tailwindcss/plugin";
import { ICON_PRESENTATION } from "./app/domain/icons/icon-set";

// The spec's theme: primary/success green, error red, warning yellow, info/secondary blue, neutral slate.
export default {
  // Tests and test helpers render nothing: their comments (`[user:pass@]`) would become junk arbitrary-property rules.
  content: ["./app/**/*.{ts,tsx}", "!./app/**/*.test.{ts,tsx}", "!./app/**/testing/**"],
  theme: {
    extend: {
      colors: {
        primary: colors.green,
        success: colors.green,
        error: colors.red,
        warning: colors.yellow,
        info: colors.blue,
        secondary: colors.blue,
        neutral: colors.slate,
      },
    },
  },
  // Colours as plain values: the opacity variables Tailwind pairs with every colour would double each colour rule's size.
  corePlugins: {
    backgroundOpacity: false,
    borderOpacity: false,
    divideOpacity: false,
    placeholderOpacity: false,
    ringOpacity: false,
    textOpacity: false,
  },
  // Tailwind's variable defaults (about 50 custom properties) only on the elements whose utilities read them, instead of on
  // every element and pseudo-element: each element then has no custom properties of its own to compute on every style recalc.
  experimental: { optimizeUniversalDefaults: true },
  // The shop's icons are drawn by one rule (app/components/layout/icons.tsx), from the same values as the icons call.
  plugins: [plugin(({ addComponents }) => addComponents({ ".icon": Object.fromEntries(ICON_PRESENTATION) }))],
} satisfies Config;
