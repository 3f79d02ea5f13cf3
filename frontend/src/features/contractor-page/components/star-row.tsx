// Five stars filled up to a rating. With a label it is one image a screen reader names ("Rated 4 out of 5
// stars"); without, it is decoration beside a text that says the same. Characters rather than an icon set,
// so the page stays within the public pages' script budget.
import { starsFilled } from '../page-texts';

export const StarRow = ({ rating, label }: { rating: number; label?: string }) => (
  <span {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })} className="text-lg">
    {starsFilled(rating).map((filled, index) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: a fixed row of five stars
      <span key={index} aria-hidden="true" className={filled ? 'text-amber-500' : 'text-slate-300'}>
        ★
      </span>
    ))}
  </span>
);
