import { iconPath, type IconName } from './icons';

export interface HeroArtProps {
  /** The line icon the drawing is built around: the appliance, or the page's subject. */
  icon: IconName;
}

/**
 * Our own hero illustration, one style for every page: the subject drawn large in our line-icon style on a
 * tile, with the technician's wrench badge and the brand's amber accents. Inline, so it costs no request.
 */
export function HeroArt({ icon }: HeroArtProps) {
  return (
    <svg className="hero-art" viewBox="0 0 280 240" width="280" height="240" aria-hidden="true" focusable="false">
      <circle cx="150" cy="120" r="104" fill="#123e73" />
      <circle cx="150" cy="120" r="104" fill="none" stroke="#fbbf24" strokeWidth="2" strokeDasharray="4 10" />
      <rect x="78" y="48" width="144" height="144" rx="28" fill="#0b2e59" stroke="#5b7fb0" strokeWidth="2" />
      <g
        transform="translate(90 60) scale(5)"
        fill="none"
        stroke="#ffffff"
        strokeWidth="1.1"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d={iconPath(icon)} />
      </g>
      <circle cx="222" cy="182" r="30" fill="#c2410c" />
      <g
        transform="translate(205 165) scale(1.45)"
        fill="none"
        stroke="#ffffff"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d={iconPath('wrench')} />
      </g>
      <path d="M40 60l6 6m0-6-6 6M246 40l5 5m0-5-5 5M52 190l4 4m0-4-4 4" stroke="#fbbf24" strokeWidth="2.5" />
      <circle cx="60" cy="120" r="5" fill="#fbbf24" />
    </svg>
  );
}
