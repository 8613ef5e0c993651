import { Link } from "react-router";
import { site } from "~/lib/site";

export const meta = () => [
  { title: `Page not found | ${site.name}` },
  { name: "description", content: "The page you asked for does not exist. Find the office's services, or contact the office directly." },
  { name: "robots", content: "noindex" },
];

export default function NotFound() {
  return (
    <div className="container-page py-20">
      <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">Error 404</p>
      <h1 className="mt-2 text-4xl font-bold text-brand-900">Page not found</h1>
      <p className="prose-measure mt-4 text-lg">
        We could not find that page. The address may be mistyped, or the page may have moved.
      </p>
      <ul className="mt-8 flex flex-wrap gap-3">
        <li>
          <Link to="/" className="btn-primary">
            Go to the home page
          </Link>
        </li>
        <li>
          <Link to="/services" className="btn border-2 border-brand-700 text-brand-800 hover:bg-brand-50">
            See all services
          </Link>
        </li>
        <li>
          <Link to="/contact" className="btn border-2 border-brand-700 text-brand-800 hover:bg-brand-50">
            Contact the office
          </Link>
        </li>
      </ul>
    </div>
  );
}
