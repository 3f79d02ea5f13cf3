// A rating as five stars, filled up to it; a screen reader hears "4 out of 5 stars".
import { Star } from 'lucide-react';
import { useT } from '#frontend/i18n/use-t';
import { filledStars, ratingLabel } from '../portal-display';

export const StarRating = ({ rating }: { rating: number }) => {
  const t = useT();
  return (
    <span
      role="img"
      aria-label={ratingLabel(rating, t)}
      className="inline-flex items-center gap-0.5"
      data-testid="star-rating"
      data-rating={rating}
    >
      {filledStars(rating).map(({ star, filled }) => (
        <Star
          key={star}
          aria-hidden="true"
          className={`size-4 ${filled ? 'fill-amber-400 text-amber-500' : 'text-slate-300'}`}
        />
      ))}
    </span>
  );
};
