/*
 * What a contact message may hold. The form's maxlength attributes and the server's checks
 * both read this module, so a visitor meets the same limit while typing that the server enforces.
 * Relative import: the production server loads this file outside the app's "~" alias.
 */

export const messageFieldLimits = {
  name: 200,
  email: 254,
  phone: 40,
  message: 5_000,
} as const;

/**
 * The spec's service values, sent as they are in every language so the office's email template
 * reads the same; each language's contact copy labels them (form.serviceOptions in app/content/<locale>/contact.yaml).
 */
export const serviceValues = [
  "IRP Registration",
  "IFTA Filing",
  "DOT Registration",
  "Company Formation",
  "Tax Filing",
  "Training",
  "Other",
] as const;

export type ServiceValue = (typeof serviceValues)[number];

/** What the server accepts: one of the values, or empty when none is chosen. */
export const acceptedServiceValues: readonly string[] = ["", ...serviceValues];
