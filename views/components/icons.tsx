import type { IconName } from '../../data/site/icons';

export type { IconName };

/** Our own line icons (24×24, stroke drawn). Inline, so they cost no request. */
const paths: Record<IconName, string> = {
  phone: 'M5 3h3l2 5-2.5 1.5a11 11 0 0 0 7 7L16 14l5 2v3a2 2 0 0 1-2 2A17 17 0 0 1 3 5a2 2 0 0 1 2-2z',
  calendar: 'M4 6h16v14H4zM4 10h16M8 3v5M16 3v5',
  clock: 'M12 3a9 9 0 1 1 0 18 9 9 0 0 1 0-18zM12 7v5l3 2',
  shield: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6zM8.5 12l2.5 2.5 4.5-5',
  star: 'M12 3l2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3 6.4 20.2l1.1-6.2L3 9.6l6.2-.9z',
  badge: 'M12 3a6 6 0 1 1 0 12 6 6 0 0 1 0-12zM8.5 14 7 21l5-3 5 3-1.5-7',
  wrench: 'M14.5 6.5a4 4 0 0 0 5 5L21 13l-8 8-3-3 8-8M14.5 6.5 11 3a4 4 0 0 0-5 5l-3 3 3 3 3-3',
  check: 'M5 12.5l4.5 4.5L19 7.5',
  pin: 'M12 21s-7-6.2-7-12a7 7 0 0 1 14 0c0 5.8-7 12-7 12zM12 6.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5z',
  mail: 'M3 6h18v12H3zM3 7l9 6 9-6',
  menu: 'M4 7h16M4 12h16M4 17h16',
  close: 'M6 6l12 12M18 6 6 18',
  arrow: 'M5 12h14M13 6l6 6-6 6',
  bolt: 'M13 3 5 14h6l-1 7 8-11h-6z',
  tag: 'M3 12V4h8l10 10-8 8zM7.5 8.5h.01',
  users: 'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21a7 7 0 0 1 14 0M16 3.5a4 4 0 0 1 0 7.5M18 14a6 6 0 0 1 4 7',
  washer: 'M5 3h14v18H5zM5 7h14M8 5h.01M12 10a4.5 4.5 0 1 1 0 9 4.5 4.5 0 0 1 0-9z',
  dryer: 'M5 3h14v18H5zM5 7h14M16 5h.01M12 10a4.5 4.5 0 1 1 0 9 4.5 4.5 0 0 1 0-9zM10 14.5c1-1 2 1 3 0',
  refrigerator: 'M6 2h12v20H6zM6 9h12M9 5v2M9 12v4',
  freezer: 'M4 8h16v12H4zM4 8l2-4h12l2 4M12 11v6M9.4 12.5l5.2 3M9.4 15.5l5.2-3',
  oven: 'M4 3h16v18H4zM4 8h16M7 5.5h.01M11 5.5h.01M8 11h8v6H8z',
  stove: 'M4 10h16v11H4zM8 7a2 2 0 1 1 0-.1M16 7a2 2 0 1 1 0-.1M8 14h8M8 17h8',
  cooktop: 'M3 7h18v10H3zM8.5 9.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5zM16 10a2 2 0 1 1 0 4 2 2 0 0 1 0-4z',
  dishwasher: 'M5 3h14v18H5zM5 7h14M8 5h3M9 11h6M8.5 14.5c1 1.5 6 1.5 7 0',
  microwave: 'M3 5h18v14H3zM6 8h9v8H6zM18 9h.01M18 12h.01M18 15h.01',
  ice: 'M7 7h5v5H7zM12 12h5v5h-5zM14 4h4v4h-4zM5 15h4v4H5z',
  disposal: 'M7 3h10v4l-2 2v9a3 3 0 0 1-6 0V9L7 7zM10 12h4',
  facebook: 'M14 8h3V4h-3a4 4 0 0 0-4 4v2H7v4h3v7h4v-7h3l1-4h-4V8.5a.5.5 0 0 1 .5-.5z',
  instagram:
    'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zM12 8.5a3.5 3.5 0 1 1 0 7 3.5 3.5 0 0 1 0-7zM17.5 6.5h.01',
  yelp: 'M12 3v8M12 11l-6-3M12 11l6-3M12 11l-5 6M12 11l5 6',
};

export interface IconProps {
  name: IconName;
  className?: string;
  /** Icons are decorative unless given a title, which then names them to assistive technology. */
  title?: string;
}

/** An icon's path data, for drawings that reuse our line icons at another scale. */
export const iconPath = (name: IconName): string => paths[name];

export function Icon({ name, className, title }: IconProps) {
  return (
    <svg
      className={className ? `icon ${className}` : 'icon'}
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      {...(title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true })}
    >
      <path d={paths[name]} />
    </svg>
  );
}
