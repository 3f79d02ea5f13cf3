// A contractor's public page (/c/{slug}): what the page itself says around the business's own words. Loads
// with that page, beside the entry's texts; the embed and the not-found view add ./contractor-embed.ts.
export const contractorPage = {
  'contractorPage.title': '{business}: instant fence quotes',
  'contractorPage.contact': 'How to reach {business}',
  'contractorPage.call': 'Call {phone}',
  'contractorPage.license': 'License number {number}',
  'contractorPage.insurance': 'Insurance policy {number}',
  'contractorPage.about': 'About {business}',
  'contractorPage.serviceAreas': 'ZIP codes we serve',
  'contractorPage.calculator.title': 'Price your fence',
  'contractorPage.calculator.intro':
    'Three quick questions, then a ballpark price with the rates of {business}. Leave your number and your request goes straight to them.',
  'contractorPage.reviews.title': 'What customers say',
  'contractorPage.reviews.stars': 'Rated {rating} out of 5 stars',
  'contractorPage.reviews.average': 'Average rating {average} out of 5',
  'contractorPage.reviews.countOne': 'from 1 review',
  'contractorPage.reviews.countMany': 'from {count} reviews',
  'contractorPage.faqs.title': 'Questions and answers',
} as const satisfies Record<string, string>;
