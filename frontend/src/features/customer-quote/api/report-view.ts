// POST /api/customer/quotes/{id}/viewed (public): the page says it showed the quote, once per visit. Only the
// page does — a link preview a messaging app fetches never runs it — so "viewed" means a person opened it.
// A failure is of no concern to the customer: the page goes on.
import { useEffect } from 'react';
import type { ResponseOf } from '#domain/contract/index';
import { apiPost } from '#frontend/lib/api-client';

export const reportView = (id: string) =>
  apiPost<ResponseOf<'POST /api/customer/quotes/{id}/viewed'>>(
    `/api/customer/quotes/${encodeURIComponent(id)}/viewed`,
  );

/** Reports the view once the page shows the quote (again only for another quote). */
export const useReportView = (id: string) => {
  useEffect(() => {
    reportView(id).catch(() => undefined);
  }, [id]);
};
