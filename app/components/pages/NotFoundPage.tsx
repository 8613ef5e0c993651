import type { SharedCopy } from "~/content/types";
import { localizePath, type Locale } from "~/i18n/locales";
import { Text, TextShape } from "../Text";

export function NotFoundPage({ locale, copy }: { locale: Locale; copy: SharedCopy["notFound"] }) {
  const href = (path: string) => localizePath(path, locale);
  return (
    <TextShape locale={locale}>
      <div className="container-page py-20">
        <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">
          <Text>{copy.eyebrow}</Text>
        </p>
        <h1 className="mt-2 text-4xl font-bold text-brand-900">
          <Text>{copy.title}</Text>
        </h1>
        <p className="prose-measure mt-4 text-lg">
          <Text>{copy.text}</Text>
        </p>
        <ul className="mt-8 flex flex-wrap gap-3">
          <li>
            <a href={href("/")} className="btn-primary">
              <Text box>{copy.home}</Text>
            </a>
          </li>
          <li>
            <a href={href("/services")} className="btn border-2 border-brand-700 text-brand-800 hover:bg-brand-50">
              <Text box>{copy.services}</Text>
            </a>
          </li>
          <li>
            <a href={href("/contact")} className="btn border-2 border-brand-700 text-brand-800 hover:bg-brand-50">
              <Text box>{copy.contact}</Text>
            </a>
          </li>
        </ul>
      </div>
    </TextShape>
  );
}
