// The public quote page's steps (property size, fence type, ZIP code) up to pricing. In the entry, so
// /quote needs no other texts before it can be used.
export const quoteFlow = {
  'onboarding.progress': 'Setup progress',
  'onboarding.stepOf': 'Step {current} of {total}',
  'quote.material.vinyl': 'Vinyl',
  'quote.material.vinyl.detail': "Never needs paint or stain and won't rot. Costs more up front than wood.",
  'quote.material.cedar': 'Cedar',
  'quote.material.cedar.detail':
    'Natural wood that resists rot and insects. Needs a stain or sealer every few years to keep its color.',
  'quote.material.chain_link': 'Chain link',
  'quote.material.chain_link.detail':
    'The most affordable way to enclose a yard. Strong and long-lasting, but it gives no privacy.',
  'quote.material.aluminum': 'Aluminum',
  'quote.material.aluminum.detail':
    'An ornamental look that never rusts, popular around pools. Its open design gives little privacy.',
  'quote.material.pressure_treated': 'Pressure-treated wood',
  'quote.material.pressure_treated.detail':
    'The lowest-cost wood fence. Needs sealing, and boards can warp or split over the years.',
  'quote.flow.homeownerTitle': 'Get your fence quote',
  'quote.flow.demoTitle': 'Fence quote calculator',
  'quote.flow.subtitle':
    'Three quick questions, then an instant ballpark price with a breakdown of materials, labor and options. No credit card needed.',
  'quote.flow.demoContractorNote': 'Are you a fence contractor?',
  'quote.flow.demoContractorLink': 'Build detailed quotes with your own rates',
  'quote.flow.step.size': 'Property size',
  'quote.flow.step.type': 'Fence type',
  'quote.flow.step.zip': 'Location',
  'quote.flow.seePrice': 'See my price',
  'quote.size.modeLabel': 'How do you want to give the size?',
  'quote.size.mode.length': 'I know the length',
  'quote.size.mode.yard': 'Help me estimate it',
  'quote.size.length': 'Fence length (feet)',
  'quote.size.lengthHint': 'The total length of fence you need.',
  'quote.size.yardExplain':
    'Measure your back yard: its width along the back, and its depth from the house to the back. The house is the fourth side, so the fence runs down one side, across the back and up the other side: width + 2 × depth.',
  'quote.size.yardWidth': 'Yard width (feet)',
  'quote.size.yardDepth': 'Yard depth (feet)',
  'quote.size.yardFormula': 'Fence length = width + 2 × depth',
  'quote.size.yardResult': '{width} + 2 × {depth} = {total} ft of fence',
  'quote.size.gates': 'Gates',
  'quote.size.gatesHint': 'Each gate is priced as a {width} ft walk gate.',
  'quote.size.addGate': 'Add a gate',
  'quote.size.removeGate': 'Remove a gate',
  'quote.zip.hint': 'Where the fence goes: the price uses the rates of the contractor serving your area.',
  'quote.result.title': 'Your fence estimate',
  'quote.result.change': 'Change my answers',
  'quote.result.pricing': 'Pricing your fence...',
  'quote.result.failed': 'We could not price your fence',
} as const satisfies Record<string, string>;
