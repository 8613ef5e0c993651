import js from "@eslint/js";
import astro from "eslint-plugin-astro";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "build",
      "build-*",
      ".astro",
      "node_modules",
      "test-results",
      "playwright-report",
      "reports",
      "editor/decap",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // The page shells and layouts: where islands, slots and client directives are wired.
  ...astro.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    // A rest sibling is how a shell leaves out what an island does not need.
    files: ["**/*.{ts,tsx,astro}"],
    rules: { "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", ignoreRestSiblings: true }] },
  },
  {
    files: ["**/*.{js,mjs}"],
    languageOptions: { globals: { ...globals.node } },
  },
);
