import { loadSiteConfig } from "../../app/config/site-config";

/** The site's public address, as the build writes it into canonical URLs, JSON-LD and the sitemap. */
export const siteUrl = loadSiteConfig({}).siteUrl;

/**
 * An element's text with a space where each tag was, whitespace collapsed, scripts and styles left
 * out. The built HTML is minified, with no whitespace between elements, so textContent (and
 * visibleText) would run a breadcrumb's "Home" and "Services" or a table's "Mon-Fri" and "9 am-5 pm"
 * together; the content tests have always read a page's text this way (tags become spaces).
 */
export function spacedText(element: Element | null | undefined): string {
  const parts: string[] = [];
  const walk = (node: Node) => {
    for (const child of node.childNodes) {
      if (child.nodeType === child.TEXT_NODE) parts.push(child.textContent ?? "");
      else if (child.nodeType === child.ELEMENT_NODE && !["script", "style", "template"].includes((child as Element).localName)) walk(child);
    }
  };
  if (element) walk(element);
  return parts.join(" ").replace(/\s+/g, " ").trim();
}
