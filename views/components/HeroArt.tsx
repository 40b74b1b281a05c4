import { iconPath, type IconName } from './icons';

/**
 * The two drawings of the set that are not appliances: the technician who comes out, and the van they come in.
 * Drawn on the same 24-unit grid as our line icons, so at the illustration's scale their lines match the
 * appliances' weight.
 */
const figures = {
  technician:
    'M8.5 8.5v1a3.5 3.5 0 0 0 7 0v-1M8 8.5a4 4 0 0 1 8 0zM16 8.5h2.5M4 21.5v-2a5 5 0 0 1 5-5h6a5 5 0 0 1 5 5v2M9.5 14.5l2.5 3.5 2.5-3.5M12 18v3.5M15.5 18.5h2',
  van: 'M1.5 6h12.5v11H1.5zM14 9.5h4.5l4 4.5v3H14M15.5 11h2.5l2.5 3h-5zM1.5 12h12.5M6 15.5a2 2 0 1 1 0 4 2 2 0 0 1 0-4zM18 15.5a2 2 0 1 1 0 4 2 2 0 0 1 0-4z',
} as const;

export type ArtSubject = IconName | keyof typeof figures;

const subjectPath = (subject: ArtSubject): string =>
  subject in figures ? figures[subject as keyof typeof figures] : iconPath(subject as IconName);

export interface HeroArtProps {
  /** What the drawing is built around: the technician, the van, an appliance, or the page's subject. */
  icon: ArtSubject;
  /** A smaller drawing beside an empty state's words (not found, nothing listed, outside the area). */
  small?: boolean;
}

/**
 * Our own illustration, one style for every page: the subject drawn large in our line-icon style on a tile, with
 * the technician's wrench badge and the brand's amber accents. Inline, so it costs no request.
 */
export function HeroArt({ icon, small = false }: HeroArtProps) {
  return (
    <svg
      className={small ? 'hero-art hero-art--small' : 'hero-art'}
      viewBox="0 0 280 240"
      width={small ? 140 : 280}
      height={small ? 120 : 240}
      aria-hidden="true"
      focusable="false"
    >
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
        <path d={subjectPath(icon)} />
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
