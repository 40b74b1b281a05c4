/** The wordmark's badge: a wrench over a house roof, in the brand colours. */
export function Logo() {
  return (
    <svg className="logo" viewBox="0 0 40 40" width="40" height="40" aria-hidden="true" focusable="false">
      <rect width="40" height="40" rx="10" fill="#0b2e59" />
      <path
        d="M8 20 20 9l12 11"
        fill="none"
        stroke="#fbbf24"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path
        d="M23.5 17.5a4.5 4.5 0 0 0-5.6 5.6l-5.4 5.4 2 2 5.4-5.4a4.5 4.5 0 0 0 5.6-5.6l-2.6 2.6-2-2z"
        fill="#ffffff"
      />
    </svg>
  );
}
