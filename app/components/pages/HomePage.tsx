import { ClipboardCheck } from "lucide-react";
import type { LocaleContent, SharedCopy } from "~/content/types";
import type { Locale } from "~/i18n/locales";
import { catalogFor } from "~/lib/localized-catalog";
import { FirmFigures } from "../FirmFigures";
import { HeroIllustration } from "../HeroIllustration";
import { ServiceTabs } from "../ServiceTabs";
import { Text, TextShape } from "../Text";

type HomeCopy = LocaleContent["home"];

function Hero({
  copy,
  figureLabels,
  contactHref,
  locale,
}: {
  copy: HomeCopy["hero"];
  figureLabels: SharedCopy["firm"]["figureLabels"];
  contactHref: string;
  locale: Locale;
}) {
  return (
    <section className="on-dark hero-gradient text-white">
      <div className="container-page grid items-center gap-10 py-14 sm:py-20 lg:grid-cols-[1.2fr_1fr]">
        <div>
          <p className="font-semibold tracking-wide text-accent-300 uppercase">
            <Text>{copy.eyebrow}</Text>
          </p>
          <h1 className="mt-3 text-4xl leading-tight font-bold text-balance sm:text-5xl">
            <Text>{copy.heading}</Text>
          </h1>
          <p className="prose-measure mt-5 text-lg text-brand-100">
            <Text>{copy.lead}</Text>
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <a href={contactHref} className="btn-accent">
              <Text box>{copy.primaryCta}</Text>
            </a>
            <a href="#services" className="btn-outline-light">
              <Text box>{copy.secondaryCta}</Text>
            </a>
          </div>
        </div>
        <HeroIllustration className="mx-auto hidden w-full max-w-md lg:block" />
      </div>
      <div className="container-page pb-12">
        <FirmFigures labels={figureLabels} locale={locale} tone="dark" />
      </div>
    </section>
  );
}

function AboutTeaser({ copy, aboutHref }: { copy: HomeCopy["about"]; aboutHref: string }) {
  return (
    <section aria-labelledby="about-heading" data-band="" className="bg-brand-50">
      <div className="container-page py-16">
        <h2 id="about-heading" className="text-2xl font-bold text-brand-900 sm:text-3xl">
          <Text>{copy.heading}</Text>
        </h2>
        <div className="prose-measure mt-4 space-y-4">
          {copy.paragraphs.map((p) => (
            <p key={p}>
              <Text>{p}</Text>
            </p>
          ))}
        </div>
        <p className="mt-6">
          <a href={aboutHref} className="link">
            <Text>{copy.link}</Text>
          </a>
        </p>
      </div>
    </section>
  );
}

export function HomePage({
  locale,
  copy,
  shared,
  notice,
}: {
  locale: Locale;
  copy: HomeCopy;
  shared: Pick<SharedCopy, "firm" | "breadcrumbs" | "catalog">;
  /** The office's notice, a holiday closure say, until its last day (app/data/notice.ts). */
  notice?: { text: string; ends: string };
}) {
  const catalog = catalogFor(locale, shared);
  return (
    <TextShape locale={locale}>
      {notice && (
        <p
          data-notice-ends={notice.ends}
          className="bg-accent-300/40 px-4 py-3 text-center font-semibold text-brand-900"
        >
          <Text>{notice.text}</Text>
        </p>
      )}
      <Hero
        copy={copy.hero}
        figureLabels={shared.firm.figureLabels}
        contactHref={catalog.href("/contact")}
        locale={locale}
      />
      <section id="services" aria-labelledby="services-heading" className="container-page py-16">
        <h2 id="services-heading" className="text-2xl font-bold text-brand-900 sm:text-3xl">
          <Text>{copy.services.heading}</Text>
        </h2>
        <p className="prose-measure mt-3 text-muted">
          <Text>{copy.services.lead}</Text>
        </p>
        <p className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border-l-4 border-accent-500 bg-brand-50 px-5 py-4">
          <ClipboardCheck aria-hidden="true" className="h-5 w-5 shrink-0 text-brand-600" />
          <span className="font-semibold text-brand-900">
            <Text>{copy.services.checkupQuestion}</Text>
          </span>
          {/* The checkup's questions need JavaScript; without it the rule table answers the question. */}
          <a href={catalog.href("/checkup")} className="js-only link">
            <Text>{copy.services.checkupLink}</Text>
          </a>
          <a href={`${catalog.href("/services")}#which-filing`} className="nojs-only link">
            <Text>{copy.services.checkupLinkNoScript}</Text>
          </a>
        </p>
        <div className="mt-8">
          <ServiceTabs groups={catalog.groups()} label={copy.services.tabsLabel} />
        </div>
      </section>
      <AboutTeaser copy={copy.about} aboutHref={catalog.href("/about")} />
    </TextShape>
  );
}
