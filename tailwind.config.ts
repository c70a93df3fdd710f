import type { Config } from "tailwindcss";
import colors from "tailwindcss/colors";

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
  plugins: [],
} satisfies Config;
