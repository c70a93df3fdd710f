import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["build/", "build-*/", "public/build/", "data/", "playwright-report/", "test-results/", ".cache/"] },
  js.configs.recommended,
  // Not the type-checked set: linting must stay fast on two cores, and `tsc --noEmit` already type-checks.
  tseslint.configs.recommended,
  {
    rules: {
      // `{ omitted: _omitted, ...rest }` is how an object loses a key without mutation.
      "@typescript-eslint/no-unused-vars": ["error", { ignoreRestSiblings: true }],
      // A `let` that callbacks read before its one assignment (a timer set after the code that clears it) cannot be a `const`.
      "prefer-const": ["error", { ignoreReadBeforeAssign: true }],
    },
  },
  // The plugin's recommended set: the rules of hooks plus the React Compiler's checks (refs, purity, state in effects),
  // which hold for React 18 too. Missing effect dependencies are errors, not warnings.
  {
    files: ["**/*.tsx", "app/client/**", "app/components/**", "app/i18n/**"],
    ...reactHooks.configs.flat.recommended,
    rules: { ...reactHooks.configs.flat.recommended.rules, "react-hooks/exhaustive-deps": "error" },
  },
  { files: ["**/*.tsx"], ...jsxA11y.flatConfigs.recommended },
  // Everything runs on Node except what reaches the browser bundle.
  { languageOptions: { globals: globals.node } },
  { files: ["app/client/**", "app/components/**", "app/entry.client.tsx"], languageOptions: { globals: globals.browser } },
  // Route modules and the root hold both the server loaders/actions and the components that hydrate.
  { files: ["app/routes/**", "app/root.tsx", "app/i18n/**"], languageOptions: { globals: { ...globals.browser, ...globals.node } } },
  { files: ["**/*.server.ts", "**/*.server.tsx"], languageOptions: { globals: globals.node } },
);
