/** Loopback ports the browser tests use; the e2e build bakes in the mock email API's port. */
export const ports = {
  /** The production build, served by the production server with the embedded email sink. */
  site: 4173,
  /** The e2e build, whose contact form posts to the mock email API. */
  e2eSite: 4174,
  mockEmailApi: 4175,
  /** A port nothing listens on, for the network-failure test. */
  closed: 4176,
} as const;
