/** The product mark: a phone with an upward chart. Decorative next to the product name. */
export function Logo() {
  return (
    <svg className="logo" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect x="7" y="2" width="18" height="28" rx="4" fill="currentColor" />
      <path d="M11 21l4-4 3 3 4-6" fill="none" stroke="#fff" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
      <circle cx="16" cy="26" r="1.3" fill="#fff" />
    </svg>
  );
}
