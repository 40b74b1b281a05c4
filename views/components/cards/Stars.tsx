import { Icon } from '../icons';
import { usePageMessages } from '../page-messages';

export interface StarsProps {
  rating: number;
  best?: number;
  className?: string;
}

/** A star rating drawn with our icons and read out as one phrase, e.g. "Rated 5 out of 5". */
export function Stars({ rating, best = 5, className }: StarsProps) {
  const { common } = usePageMessages();
  const filled = Math.round(rating);
  return (
    <span className={className ? `stars ${className}` : 'stars'} role="img" aria-label={common.rated(rating, best)}>
      {Array.from({ length: best }, (_, index) => (
        <Icon key={index} name="star" className={index < filled ? 'stars__star stars__star--on' : 'stars__star'} />
      ))}
    </span>
  );
}
