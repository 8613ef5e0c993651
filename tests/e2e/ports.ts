/*
 * Loopback ports the browser tests use; the e2e build bakes in the mock email API's port.
 * E2E_PORT_BASE moves all five, so two checkouts can run their browser tests side by side.
 */
const base = Number(process.env.E2E_PORT_BASE ?? 4173);

export const ports = {
  /** The production build, served by the production server with the embedded email sink. */
  site: base,
  /** The e2e build, whose contact form posts to the mock email API. */
  e2eSite: base + 1,
  mockEmailApi: base + 2,
  /** A port nothing listens on, for the network-failure test. */
  closed: base + 3,
  /** The SMTP server the contact tests start; the production-build server forwards messages to it. */
  smtp: base + 4,
} as const;
