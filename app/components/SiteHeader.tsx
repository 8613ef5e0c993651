import { Link, NavLink } from "react-router";
import { site } from "~/lib/site";
import { LogoMark } from "./LogoMark";
import { MobileMenu } from "./MobileMenu";
import { ServicesDropdown } from "./ServicesDropdown";

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `inline-flex min-h-11 items-center rounded-md px-3 font-medium hover:bg-brand-50 hover:text-brand-900 ${
    isActive ? "text-brand-900 underline decoration-accent-500 decoration-2 underline-offset-8" : "text-ink"
  }`;

export function SiteHeader() {
  return (
    <header className="print-hide sticky top-0 z-40 border-b border-brand-100 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="container-page flex h-16 items-center justify-between gap-4">
        <Link to="/" className="flex min-h-11 items-center gap-2.5 rounded-md font-bold text-brand-900">
          <LogoMark className="h-9 w-9 shrink-0" />
          <span className="text-lg leading-tight">{site.name}</span>
        </Link>
        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-1">
            <li>
              <NavLink to="/" end className={navLinkClass}>
                Home
              </NavLink>
            </li>
            <li className="js-only">
              <ServicesDropdown />
            </li>
            <li className="nojs-only">
              <NavLink to="/services" className={navLinkClass}>
                Services
              </NavLink>
            </li>
            <li>
              <NavLink to="/trucking-insights" className={navLinkClass}>
                Trucking Insights
              </NavLink>
            </li>
            <li>
              <NavLink to="/about" className={navLinkClass}>
                About Us
              </NavLink>
            </li>
            <li className="ml-2">
              <Link to="/contact" className="btn-primary">
                Contact Us
              </Link>
            </li>
          </ul>
        </nav>
        <MobileMenu />
      </div>
    </header>
  );
}
