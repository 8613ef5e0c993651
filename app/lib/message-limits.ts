import { contact } from "../content/contact";

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

/** The spec's service values: the form's options, or empty when none is chosen. */
export const serviceValues: readonly string[] = ["", ...contact.form.serviceOptions];
