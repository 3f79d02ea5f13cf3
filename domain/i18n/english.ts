// The whole English catalogue: every section of ./en in one object, for the browser's pages (`useT`) and the
// tests. The server imports only the sections it renders (domain/messages.ts); the public quote page only its
// own (frontend/src/i18n/use-core-t.ts). Keys are unique across sections (test/domain/i18n-catalogue.test.ts).
import { admin } from './en/admin';
import { auth } from './en/auth';
import { common } from './en/common';
import { contractorEmbed } from './en/contractor-embed';
import { contractorPage } from './en/contractor-page';
import { customerQuote } from './en/customer-quote';
import { customers } from './en/customers';
import { errors } from './en/errors';
import { estimate } from './en/estimate';
import { followUps } from './en/follow-ups';
import { forms } from './en/forms';
import { jobs } from './en/jobs';
import { leadRouting } from './en/lead-routing';
import { marketing } from './en/marketing';
import { notifications } from './en/notifications';
import { offlineSync } from './en/offline-sync';
import { onboarding } from './en/onboarding';
import { payments } from './en/payments';
import { platformSettings } from './en/platform-settings';
import { portal } from './en/portal';
import { quoteFlow } from './en/quote-flow';
import { quotes } from './en/quotes';
import { reports } from './en/reports';
import { schedule } from './en/schedule';
import { settings } from './en/settings';
import { shell } from './en/shell';
import { statuses } from './en/statuses';
import { team } from './en/team';
import { texts } from './en/texts';
import { validation } from './en/validation';
import { workspace } from './en/workspace';

export const english = {
  ...common,
  ...shell,
  ...quoteFlow,
  ...estimate,
  ...workspace,
  ...marketing,
  ...auth,
  ...onboarding,
  ...customers,
  ...quotes,
  ...customerQuote,
  ...jobs,
  ...schedule,
  ...payments,
  ...notifications,
  ...settings,
  ...team,
  ...reports,
  ...portal,
  ...followUps,
  ...offlineSync,
  ...contractorPage,
  ...contractorEmbed,
  ...admin,
  ...leadRouting,
  ...platformSettings,
  ...forms,
  ...statuses,
  ...validation,
  ...errors,
  ...texts,
} as const;

/** Every key of the catalogue. */
export type TranslationKey = keyof typeof english;
