/*
 * Loopback ports the browser tests use. E2E_PORT_BASE moves all of them, so two checkouts can
 * run their browser tests side by side.
 */
const base = Number(process.env.E2E_PORT_BASE ?? 4173);

export const ports = {
  /** The production build, served by the production server with the embedded email sink. */
  site: base,
  /** The SMTP server the contact tests start; the production server forwards messages to it. */
  smtp: base + 4,
  /** The office's editor (`npm run edit`) and the `astro dev` beside it, over a copy of the site. */
  editor: base + 8,
  editorSite: base + 9,
} as const;
