import { createHash } from "node:crypto";

/*
 * The one source of the site's security headers. The production server applies them; the
 * build writes the same values to build/client/_headers (static hosts and CDNs) and to
 * deploy/nginx.conf. See docs/decisions/0004-security-headers.md.
 */

/** Headers every response carries. */
export const commonHeaders: Readonly<Record<string, string>> = {
  "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy":
    "accelerometer=(), autoplay=(), camera=(), display-capture=(), encrypted-media=(), fullscreen=(), " +
    "geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), " +
    "picture-in-picture=(), publickey-credentials-get=(), screen-wake-lock=(), usb=(), xr-spatial-tracking=()",
  "Cross-Origin-Opener-Policy": "same-origin",
  // Nothing of the site is for other sites to embed: no page, image or feed.
  "Cross-Origin-Resource-Policy": "same-origin",
  "X-Frame-Options": "DENY",
};

/** The inline code of one page that its policy must allow, by hash. */
export interface InlineCode {
  scripts: string[];
  styles: string[];
}

export function sha256(source: string): string {
  return `'sha256-${createHash("sha256").update(source, "utf8").digest("base64")}'`;
}

/**
 * The Content-Security-Policy of one page: scripts from the site and the page's own hashed
 * inline scripts only, connections to the site and the email API origin only.
 */
export function contentSecurityPolicy(code: InlineCode, emailOrigin: string): string {
  const scriptHashes = [...new Set(code.scripts.map(sha256))];
  const styleHashes = [...new Set(code.styles.map(sha256))];
  const connect = ["'self'", ...(emailOrigin ? [emailOrigin] : [])];
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(" ")}`.trim(),
    `style-src 'self' ${styleHashes.join(" ")}`.trim(),
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src ${connect.join(" ")}`,
    "manifest-src 'self'",
    "object-src 'none'",
    "frame-src 'none'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join("; ");
}

/** The per-page policies the build computes, keyed by the HTML file relative to build/client. */
export type PagePolicies = Record<string, string>;
