/** The office's mark: a document with a road stripe and a check. Also the favicon's source. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" fill="#102a45" />
      <path d="M9 6h10l5 5v15a1 1 0 0 1-1 1H9a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1z" fill="#fff" />
      <path d="M19 6v5h5" fill="#dfe8f3" />
      <path
        d="M11.5 18.5l3 3 6-7"
        fill="none"
        stroke="#f0a212"
        strokeWidth="2.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
