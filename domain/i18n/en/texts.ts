// What the server writes for people: text-message and email bodies, notifications, calendar entries and the
// names it gives new payment milestones.
export const texts = {
  'jobs.jobType.quote_visit': 'Quote visit',
  'sms.quote': '{business} sent you a fence quote for {total}. View and approve it: {link}',
  'sms.leadQuote': 'Your fence estimate from {business}: {total}. See it here: {link}',
  'sms.quoteView': '{business} sent you your fence quote for {total}: {link}',
  'notification.discountReview':
    '{rep} asks to give {percent}% off on quote #{number} (reps’ limit: {limit}%)',
  'notification.newLead': 'New lead: {customer} in {zip}, {amount}',
  'sms.newLeadAlert': 'Picket: new lead from {customer} in {zip}, {amount}. Call them soon: {link}',
  'email.newLeadSubject': 'New lead from {customer} in {zip}',
  'notification.quoteApproved': '{customer} approved quote #{number}',
  'notification.paymentReceived': 'Payment of {amount} received from {customer} for job #{job}',
  'notification.milestoneCompleted': '{milestone} for job #{job} is paid in full',
  'notification.overdueDeposit': 'The deposit for job #{job} is overdue ({amount})',
  'notification.overdueReminder': '{milestone} for job #{job} is overdue ({amount})',
  'branding.defaultTagline': 'Professional Fence Installation and Services',
  'milestone.deposit': 'Deposit',
  'milestone.materials_delivered': 'Materials delivered',
  'milestone.final_payment': 'Final payment',
  'milestone.finance_labor': 'Financed balance',
  'sms.reminderUpcoming': 'Reminder from {business}: {milestone} of {amount} for job #{job} is due {date}.',
  'sms.reminderOverdue':
    'Reminder from {business}: {milestone} of {amount} for job #{job} was due {date} and is now overdue.',
  'email.reminderSubject': 'Payment reminder from {business}',
  'calendar.jobFor': 'Job for {name}',
  'sms.arrivalWindow': '{business} will arrive {date} between {start} and {end}.',
  'sms.arrivalDay': '{business} is scheduled to come {date}.',
  'email.signupSubject': 'Finish signing up for Picket',
  'email.signupBody':
    'Welcome to Picket! Open this link to confirm your email and finish creating your account: {link}\n\nThe link works for {hours} hours. If you did not sign up, ignore this email.',
  'email.signupExistingSubject': 'You already have a Picket account',
  'email.signupExistingBody':
    'Someone (probably you) tried to sign up for Picket with this email, which already has an account. Sign in here: {link}\n\nIf it was not you, ignore this email; your account is unchanged.',
  'email.inviteSubject': '{inviter} invited you to join {business} on Picket',
  'email.inviteBody':
    '{inviter} invited you to join {business} on Picket as {role}. Open this link to create your account: {link}\n\nThe link works once, for {days} days. If you did not expect this invitation, ignore this email.',
  'email.inviteRole.owner': 'an owner',
  'email.inviteRole.rep': 'a sales rep',
  'email.inviteRole.crew': 'a crew member',
} as const satisfies Record<string, string>;
