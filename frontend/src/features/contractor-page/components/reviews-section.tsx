// What customers say: the testimonials the owner chose to show, in their order — stars (named for screen
// readers), words, name, town and date — under the average rating the server worked out from them. No
// testimonial, no section; no rating, no summary: a rating is never made up.
import { useContractorPageT } from '#frontend/i18n/use-contractor-page-t';
import type { ContractorPage } from '../api/get-contractor-page';
import { formatAverage, formatReviewDate } from '../page-texts';
import { PageSection } from './page-section';
import { StarRow } from './star-row';

export const ReviewsSection = ({ page }: { page: ContractorPage }) => {
  const t = useContractorPageT();
  const { rating, testimonials } = page;
  if (testimonials.length === 0) return null;
  return (
    <PageSection id="reviews" title={t('contractorPage.reviews.title')}>
      {rating ? (
        <p className="mb-5 flex flex-wrap items-center gap-x-2 text-slate-700" data-testid="rating-summary">
          <StarRow rating={rating.average} />
          <span className="font-semibold text-slate-900">
            {t('contractorPage.reviews.average', { average: formatAverage(rating.average) })}
          </span>
          {rating.count === 1
            ? t('contractorPage.reviews.countOne')
            : t('contractorPage.reviews.countMany', { count: rating.count })}
        </p>
      ) : null}
      <ul className="grid gap-4 md:grid-cols-2">
        {testimonials.map(({ customerName, town, rating: stars, text, date }, index) => (
          <li
            // The owner's order, as the server sends it: a testimonial's place is who it is here.
            // biome-ignore lint/suspicious/noArrayIndexKey: the list is shown as sent, never reordered
            key={index}
            className="rounded-2xl border border-slate-200 bg-white p-5"
            data-testid="page-testimonial"
          >
            <StarRow rating={stars} label={t('contractorPage.reviews.stars', { rating: stars })} />
            <blockquote className="mt-3 whitespace-pre-line text-slate-800">{text}</blockquote>
            <p className="mt-4 text-sm text-slate-600">
              <b className="text-slate-900">{customerName}</b>
              {town ? `, ${town}` : null}
              {' · '}
              <time dateTime={date}>{formatReviewDate(date, t.lang)}</time>
            </p>
          </li>
        ))}
      </ul>
    </PageSection>
  );
};
