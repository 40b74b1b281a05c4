import { business } from '../../../data/business';
import { Icon } from '../icons';

/**
 * Whether a grid of `count` items in rows of `columns` ends one short of a full row, so a filler tile
 * completes it instead of leaving a gap.
 */
export const oneShortOfFullRow = (count: number, columns: number): boolean => count % columns === columns - 1;

export interface FillerTileProps {
  title: string;
  children: string;
  className?: string;
}

/** The tile that completes a grid's last row: something useful (call us) rather than an empty gap. */
export function FillerTile({ title, children, className }: FillerTileProps) {
  return (
    <li className={className ? `filler-tile ${className}` : 'filler-tile'}>
      <p className="filler-tile__title">{title}</p>
      <p className="filler-tile__text">{children}</p>
      <a className="btn btn--secondary btn--sm filler-tile__call tel" href={business.phone.href}>
        <Icon name="phone" />
        {business.phone.display}
      </a>
    </li>
  );
}
