/** The error page's copy, in its own module: the layout that shows it is on every page. */
export const errorPage = {
  fallbackTitle: "Something went wrong",
  text: "Please reload the page. If it keeps happening, call or email the office: the details are at the bottom of this page.",
} as const;
