// English texts of an instant estimate: the homeowner's result (summary, lead forms) and the price
// breakdown and diagram the quote pages share. They load with those views rather than with the public
// quote page's first steps; `useEstimateT()` (use-estimate-t.ts) takes these keys and the core ones.

export const enEstimate = {
  'quote.total': 'Total',
  'quote.free': 'Free',
  'quote.breakdown.title': 'Price breakdown',
  'quote.category.materials': 'Materials',
  'quote.category.labor': 'Labor',
  'quote.category.options': 'Options',
  'quote.category.adjustment': 'Adjustments',
  'quote.category.shipping': 'Delivery',
  'quote.category.tax': 'Tax',
  'quote.category.financing': 'Financing',
  'quote.category.removal': 'Removal of the old fence',
  'quote.line.width': '{label}, {width} ft wide',
  'quote.line.height': '{label}, {height} ft high',
  'quote.line.rate': '{label} ({rate}%)',
  'quote.unit.ft.one': '{count} ft',
  'quote.unit.ft.other': '{count} ft',
  'quote.unit.section.one': '{count} section',
  'quote.unit.section.other': '{count} sections',
  'quote.unit.post.one': '{count} post',
  'quote.unit.post.other': '{count} posts',
  'quote.unit.gate.one': '{count} gate',
  'quote.unit.gate.other': '{count} gates',
  'quote.unit.bag.one': '{count} bag',
  'quote.unit.bag.other': '{count} bags',
  'quote.monthly.amount': 'Estimated monthly payment: {amount}/month',
  'quote.monthly.terms':
    'An estimate over {months} months at {apr}% APR, not a loan offer: the rate and terms depend on the lender.',
  'quote.diagram.title': 'Fence diagram',
  'quote.diagram.label': 'Fence diagram',
  'quote.diagram.homeownerHint':
    'A sketch of the fence we priced. Your contractor measures the exact layout on site.',

  'quote.result.summary': '{material} · {feet} ft of fence · gates: {gates}',
  'quote.result.monthly': 'or about {amount}/month with financing (estimate, see below)',
  'quote.result.pricedBy': 'Priced with the rates of {name}, the contractor serving your ZIP code.',
  'quote.result.standardRates':
    "No contractor on Picket serves your ZIP code yet, so this price uses Picket's standard rates.",
  'quote.result.ballpark':
    'A ballpark estimate, not a final price: the contractor confirms it after measuring on site.',
  'quote.result.nextSteps': "What's next?",
  'quote.lead.text': 'Text me this quote',
  'quote.lead.connect': 'Connect me with local contractors',
  'quote.lead.text.intro': 'Leave your name and mobile number, and we will text you this quote.',
  'quote.lead.connect.intro':
    'Leave your details and a licensed local contractor can follow up on this quote.',
  'quote.lead.text.submit': 'Text me the quote',
  'quote.lead.connect.submit': 'Connect me',
  'quote.lead.name': 'Your name',
  'quote.lead.phone': 'Mobile phone',
  'quote.lead.email': 'Email (optional)',
  'quote.lead.consent':
    'Your name, number and this quote go to the fence contractor serving your ZIP code, who may contact you about it.',
  'quote.lead.sending': 'Sending...',
  'quote.lead.failed': 'We could not save your details',
  'quote.lead.saved': 'Your quote is saved.',
  'quote.lead.contractorNamed':
    '{name} serves your ZIP code and now has your quote. They can reach you at {phone}.',
  'quote.lead.contractorMatched':
    'No contractor on Picket serves your ZIP code yet. We will match your request with a vetted local contractor, who can reach you at {phone}.',
  'quote.financing.apply': 'Check financing options',
  'quote.financing.softCheck':
    "Pre-approval is a soft credit check and does not affect your credit score. Opens the contractor's financing partner.",

  'quoteSend.lead.sent': 'We texted your quote to {phone}.',
  'quoteSend.lead.failed': "We couldn't text your quote right now; {contractor} will contact you.",
  'quoteSend.lead.failedNoContractor':
    "We couldn't text your quote right now; the local contractor we match you with will contact you.",
  'quoteSend.lead.notSent': 'No text was sent this time, but your quote is saved with your request.',
} as const satisfies Record<string, string>;
