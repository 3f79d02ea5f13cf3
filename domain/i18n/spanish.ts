// The whole Spanish catalogue: every section of ./es in one object. The browser loads it on demand (its own
// chunk) before a Spanish page renders; the type demands a text for every key of the English catalogue.
import type { TranslationKey } from './english';
import { admin } from './es/admin';
import { auth } from './es/auth';
import { common } from './es/common';
import { contractorEmbed } from './es/contractor-embed';
import { contractorPage } from './es/contractor-page';
import { customerQuote } from './es/customer-quote';
import { customers } from './es/customers';
import { errors } from './es/errors';
import { estimate } from './es/estimate';
import { followUps } from './es/follow-ups';
import { forms } from './es/forms';
import { jobs } from './es/jobs';
import { leadRouting } from './es/lead-routing';
import { marketing } from './es/marketing';
import { notifications } from './es/notifications';
import { offlineSync } from './es/offline-sync';
import { onboarding } from './es/onboarding';
import { payments } from './es/payments';
import { platformSettings } from './es/platform-settings';
import { portal } from './es/portal';
import { quoteFlow } from './es/quote-flow';
import { quotes } from './es/quotes';
import { reports } from './es/reports';
import { schedule } from './es/schedule';
import { settings } from './es/settings';
import { shell } from './es/shell';
import { statuses } from './es/statuses';
import { team } from './es/team';
import { texts } from './es/texts';
import { validation } from './es/validation';
import { workspace } from './es/workspace';

export const spanish: Record<TranslationKey, string> = {
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
};
