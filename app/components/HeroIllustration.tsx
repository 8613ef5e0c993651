/** A truck on a road with a checked document: drawn inline, so the hero loads no image. */
export function HeroIllustration({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 420 300" className={className} aria-hidden="true" focusable="false">
      <rect x="0" y="210" width="420" height="90" fill="#17385b" />
      <path d="M0 250h420" stroke="#f9b935" strokeWidth="5" strokeDasharray="28 22" />
      <rect x="236" y="28" width="140" height="176" rx="10" fill="#fff" />
      <path d="M346 28v30h30" fill="#dfe8f3" />
      <path d="M346 28l30 30" stroke="#bfd0e6" strokeWidth="2" />
      <rect x="258" y="70" width="78" height="9" rx="4.5" fill="#bfd0e6" />
      <rect x="258" y="92" width="96" height="9" rx="4.5" fill="#dfe8f3" />
      <rect x="258" y="112" width="86" height="9" rx="4.5" fill="#dfe8f3" />
      <rect x="258" y="132" width="92" height="9" rx="4.5" fill="#dfe8f3" />
      <circle cx="330" cy="174" r="20" fill="#f0a212" />
      <path
        d="M320 174l7 7 13-14"
        fill="none"
        stroke="#0a1c30"
        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <rect x="30" y="120" width="150" height="92" rx="6" fill="#dfe8f3" />
      <rect x="30" y="120" width="150" height="14" rx="6" fill="#bfd0e6" />
      <path d="M180 148h36l26 30v34h-62z" fill="#f9b935" />
      <path d="M190 156h24l18 22h-42z" fill="#0a1c30" opacity="0.75" />
      <rect x="176" y="196" width="70" height="10" rx="3" fill="#9a5b00" />
      <circle cx="70" cy="214" r="17" fill="#0a1c30" />
      <circle cx="70" cy="214" r="7" fill="#bfd0e6" />
      <circle cx="120" cy="214" r="17" fill="#0a1c30" />
      <circle cx="120" cy="214" r="7" fill="#bfd0e6" />
      <circle cx="214" cy="214" r="17" fill="#0a1c30" />
      <circle cx="214" cy="214" r="7" fill="#bfd0e6" />
    </svg>
  );
}
