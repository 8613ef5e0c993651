import { statutoryNotaryNotice } from "~/data/notary-notice";
import { thresholds } from "~/data/thresholds";
import { formats } from "~/i18n/format";
import { site } from "~/lib/site";

/** Copy that several pages share: the catalog's words, the header and footer, the calls to action, the 404 page. */
export const shared = {
  /** One line under the name in the footer and social cards; English is the tagline in app/data/office.json. */
  tagline: site.tagline,
  /** The catalog's words (app/lib/catalog.ts holds the routes and groups). */
  catalog: {
    groups: {
      irp: { title: "IRP Registration", tabTitle: "IRP Registration Services" },
      ifta: { title: "IFTA Filing", tabTitle: "IFTA (Fuel Taxes) Quarterly Filings" },
      formation: { title: "Company Formation", tabTitle: "Company Formation & Registration" },
      tax: { title: "Tax Filing", tabTitle: "Tax Filing Services" },
      training: { title: "Training", tabTitle: "Training Services" },
      misc: { title: "Miscellaneous", tabTitle: "Miscellaneous Services" },
    },
    /** Each service's label in menus and lists, and one plain sentence on what it is. */
    services: {
      "/irp-new-registration": {
        label: "IRP NEW Registration",
        summary: "Apportioned plates and a cab card for a truck that travels in more than one state or province.",
      },
      "/irp-addition": {
        label: "IRP Addition",
        summary: "Add a truck to the IRP account you already have and get its plate and cab card.",
      },
      "/irp-transfer": {
        label: "IRP Transfer",
        summary: "Move the plate from a truck you sold or retired to the truck that replaces it.",
      },
      "/irp-renewal": {
        label: "IRP Renewal",
        summary: "Renew your apportioned registration for the next registration year before it runs out.",
      },
      "/irp-temp-registration": {
        label: "IRP 45-Day Temporary Registration",
        summary: "A 45-day permit that lets a truck run while its IRP addition, transfer or replacement is processed.",
      },
      "/trailer-registration": {
        label: "Trailer Registration & Title Transfer",
        summary:
          "Title and register a trailer or semi-trailer, with a 90-day temporary registration, in most cases the same day.",
      },
      "/truck-title-transfer": {
        label: "Truck Title Transfer",
        summary: "Put a bought or sold truck's title in the new owner's name with the Secretary of State.",
      },
      "/ifta-registration": {
        label: "IFTA Registration & Renewal",
        summary: "One fuel tax license and two decals per truck for driving across IFTA states and provinces.",
      },
      "/ifta-quarterly": {
        label: "IFTA Quarterly Tax Return Filings",
        summary: "Your quarterly fuel tax return: miles and gallons by jurisdiction, filed by the due date.",
      },
      "/state-quarterly-ky-nm-ny": {
        label: "KY, NM, NY, OR Quarterly Filings",
        summary:
          "Weight-distance and highway use tax permits and returns for Kentucky, New Mexico, New York and Oregon.",
      },
      "/ct-quarterly": {
        label: "CT Quarterly Filings",
        summary: "Connecticut highway use fee returns for heavy trucks that drive in Connecticut.",
      },
      "/or-quarterly": {
        label: "OR Quarterly Filings",
        summary: `Oregon weight-mile tax account and monthly or quarterly mileage reports for trucks over ${formats.en.lb(thresholds.oregon.overLb)}.`,
      },
      "/corporations": {
        label: "Corporations",
        summary: "Form a corporation for your trucking business and keep it in good standing.",
      },
      "/llc-formation": {
        label: "LLC Formation",
        summary: "Set up a limited liability company that keeps business debts apart from your own.",
      },
      "/ein-registration": {
        label: "EIN Registration",
        summary: "Get the IRS tax ID number your business needs for banking, payroll and filings.",
      },
      "/motor-carrier-authority": {
        label: "Motor Carrier Authority",
        summary: "The FMCSA operating authority (MC number) to haul other people's freight for pay across state lines.",
      },
      "/dot-number-registration": {
        label: "DOT Number Registration",
        summary: "Your USDOT number, and the updates it needs every two years and after any change.",
      },
      "/broker-authority": {
        label: "Broker Authority",
        summary: "The FMCSA broker authority, surety bond and process agents to arrange freight for others.",
      },
      "/illinois-intrastate-authority": {
        label: "Illinois Intrastate Authority",
        summary: "State authority to haul freight for hire between points inside Illinois.",
      },
      "/form-2290": {
        label: "HWY Use Taxes (Form 2290)",
        summary: `The federal heavy highway vehicle use tax return for trucks of ${formats.en.lb(thresholds.form2290.atLeastLb)} or more.`,
      },
      "/boc-3": {
        label: "BOC-3 Filing",
        summary: "Name a process agent in every state, as FMCSA requires before your authority becomes active.",
      },
      "/ucr-registration": {
        label: "UCR Registration Filing",
        summary: "The yearly Unified Carrier Registration, with a fee set by the size of your fleet.",
      },
      "/payroll": {
        label: "Payroll",
        summary: "Pay your drivers and staff on time, with the withholding and payroll tax filings done for you.",
      },
      "/cdl-english-training": {
        label: "CDL English Proficiency Training",
        summary: "Preparation for the roadside English language proficiency check and the CDL tests.",
      },
      "/audits": {
        label: "IRP, IFTA, DOT Audits",
        summary: "Preparation and help for DOT safety audits and IRP and IFTA audits.",
      },
      "/scac-registration": {
        label: "SCAC Registration",
        summary: "A Standard Carrier Alpha Code: the short letter code shippers and customs use to identify you.",
      },
      "/bookkeeping": {
        label: "Bookkeeping",
        summary: "Monthly books for a trucking business: income, expenses, cost per mile and tax-ready records.",
      },
      "/notary-public": {
        label: "Notary Public",
        summary: "Notarization of documents in English, Bulgarian or Russian.",
      },
    },
    /** The other public pages, as the header and footer name them. */
    pages: {
      "/": "Home",
      "/about": "About Us",
      "/services": "Services",
      "/checkup": "What do I need?",
      "/trucking-insights": "Trucking Insights",
      "/filing-deadlines": "Filing Deadlines",
      "/contact": "Contact Us",
    },
    /** Each reference page's name in its breadcrumbs (app/lib/catalog.ts, referencePages). */
    references: {
      "/form-2290/tax-and-due-date-tables": "Tax and due-date tables",
      "/state-quarterly-ky-nm-ny/rate-tables": "Rate tables",
      "/cdl-english-training/road-sign-practice": "Road-sign practice",
      "/cdl-english-training/interview-practice": "Interview practice",
    },
    filingDeadlinesSummary:
      "The main recurring due dates for IFTA, state mileage taxes, Form 2290, IRP, DOT and UCR, with this year's and next year's dates.",
  },
  serviceCta: {
    expertGuidance: {
      heading: "Need Expert Guidance?",
      text: "Tell us about your trucks and your deadline. We check what you need, prepare the filing and tell you when it is done.",
      action: "Start Filing",
    },
    standard: {
      heading: "Ready to get started?",
      text: "Send us a message with your questions or the documents you have. We reply with what we need and what it costs.",
      action: "Contact the office",
    },
  },
  dropOff: {
    heading: "How to get your documents to us",
    bring: "Bring them to the office:",
    fax: "Fax them to",
    email: "Email them to",
    contactBefore: "Or send a message through the",
    contactLink: "contact page",
    contactAfter: "and we will tell you what we need.",
    hoursHeading: "Document drop-off hours",
  },
  reviewed: {
    label: "Facts checked against public sources:",
    openQuestions: "A few points are still being confirmed; ask the office before you rely on a figure.",
  },
  header: {
    /** The first link on every page, shown on the first Tab press. */
    skipLink: "Skip to main content",
    menu: "Menu",
    mainNavigation: "Main",
    allServices: "All services with a short description",
    language: "Language",
  },
  breadcrumbs: { label: "Breadcrumb", home: "Home" },
  contactLines: { phone: "Phone", fax: "Fax", email: "Email", office: "Office" },
  hours: { closed: "closed" },
  footer: {
    contact: "Contact",
    quickLinks: "Quick links",
    services: "Our services",
    rights: "All rights reserved.",
  },
  notFound: {
    title: "Page not found",
    description: "The page you asked for does not exist. Find the office's services, or contact the office directly.",
    eyebrow: "Error 404",
    text: "We could not find that page. The address may be mistyped, or the page may have moved.",
    home: "Go to the home page",
    services: "See all services",
    contact: "Contact the office",
  },
  servicesPage: {
    title: "All services",
    description:
      "Every service of the office in one list: IRP, IFTA and state fuel filings, company formation and authorities, Form 2290, UCR, payroll, training and notary.",
    lead: "Choose a service to see who needs it, what to bring, what it costs and when it is due.",
    cta: {
      heading: "Not sure which one you need?",
      text: "Tell us what you haul, where you drive and how many trucks you run. We tell you which registrations and filings apply.",
      action: "Ask the office",
    },
  },
  firm: {
    state: "Illinois",
    /** The labels of the firm's figures (app/data/firm.ts), in the same order. */
    figureLabels: ["years of experience", "satisfied clients", "success rate", "support"],
    audience: ["truck owner-operators", "small carriers", "motor carriers", "brokers", "small trucking businesses"],
  },
  /**
   * The notice 5 ILCS 312/3-103 requires, conspicuously, in English and in the page's language, on
   * every page that advertises notary services in another language (docs/content-review.md). The
   * English text is the statute's; the English site does not need to show it.
   */
  notaryNotice: {
    heading: "Notice required by Illinois law (5\u00a0ILCS 312/3-103)",
    text: statutoryNotaryNotice,
  },
  faqHeading: "Questions people ask",
  printChecklist: "Print this checklist",
  toolsOnPage: "Tools on this page",
  relatedHeading: "Related services",
  /** The heading over the link from a reference page back to its service page. */
  referenceParentHeading: "Back to the service",
} as const;
