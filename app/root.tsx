import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, useLocation } from "react-router";
import type { Route } from "./+types/root";
import { SiteFooter } from "./components/SiteFooter";
import { SiteHeader } from "./components/SiteHeader";
import { SkipLink } from "./components/SkipLink";
import { StaticHtml } from "./components/StaticHtml";
import { errorPage } from "./content/error-page";
import { noScriptCss } from "./lib/no-script";
import { usePopoverExpandedState } from "./lib/popover-state";
import { renderStatic } from "./lib/render-static";
import "./app.css";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "icon", href: "/favicon-32.png", type: "image/png", sizes: "32x32" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/site.webmanifest" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const path = useLocation().pathname.replace(/(.)\/$/, "$1");
  usePopoverExpandedState();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#102a45" />
        <Meta />
        <Links />
        <noscript>
          <style>{noScriptCss}</style>
        </noscript>
      </head>
      <body className="flex min-h-screen flex-col">
        <StaticHtml
          markup={
            import.meta.env.SSR
              ? renderStatic(
                  <>
                    <SkipLink />
                    <SiteHeader currentPath={path} />
                  </>,
                )
              : null
          }
        />
        <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
          {children}
        </main>
        <StaticHtml markup={import.meta.env.SSR ? renderStatic(<SiteFooter />) : null} />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const title = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : errorPage.fallbackTitle;
  return (
    <div className="container-page py-16">
      <h1 className="text-3xl font-bold text-brand-900">{title}</h1>
      <p className="mt-4">{errorPage.text}</p>
    </div>
  );
}
