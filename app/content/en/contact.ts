export const contact = {
  title: "Contact us",
  description:
    "Send the office a message, call, fax or email, or visit us in Illinois. See our business hours and what to include so we can answer quickly.",
  lead: "Tell us what you need and we will reply with what to bring, what it costs and when it can be done.",
  detailsHeading: "Get in touch",
  hoursHeading: "Business hours",
  urgentHeading: "Urgent permit or compliance problem?",
  urgentText: "Call us during business hours: a phone call is the fastest way to reach us.",
  form: {
    heading: "Send us a message",
    requiredNote: "Fields marked * are required.",
    noScript:
      "The message form needs JavaScript, which is turned off in your browser. Please call, fax or email us instead: the details are on this page.",
    labels: {
      name: "Full Name",
      email: "Email Address",
      phone: "Phone Number",
      service: "Service Needed",
      message: "Message",
    },
    placeholders: {
      name: "Your full name",
      email: "you@example.com",
      phone: "(312) 555-0100",
      message: "Tell us which service you need and about your trucks",
    },
    serviceEmpty: "Select a service",
    /** What each option reads; the value sent is the key, the spec's English value, in every language. */
    serviceOptions: {
      "IRP Registration": "IRP Registration",
      "IFTA Filing": "IFTA Filing",
      "DOT Registration": "DOT Registration",
      "Company Formation": "Company Formation",
      "Tax Filing": "Tax Filing",
      Training: "Training",
      Other: "Other",
    },
    honeypotLabel: "Leave this field empty",
    submit: "Send Message",
    sending: "Sending...",
    success: "Thank you for your message! We will contact you soon.",
    failure: "Sorry, there was an error sending your message. Please try again later.",
  },
} as const;
