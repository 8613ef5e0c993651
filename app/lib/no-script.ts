/**
 * The stylesheet that runs only when JavaScript is off (inside <noscript>): it hides what needs
 * JavaScript (the contact form, the tools, the deadline list's filter, the tab buttons), shows the
 * notes that stand in for them and every home tab panel, so the pre-rendered page works on its own.
 * Kept as one constant so the content security policy can hash it.
 */
export const noScriptCss =
  ".nojs-only{display:revert-layer!important}.js-only{display:none!important}" + ".tab-panel{display:block!important}";
