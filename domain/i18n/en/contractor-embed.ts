// A contractor's calculator alone for other sites (/c/{slug}/embed) and the view of an address with no
// page: their own texts, loaded with them only, so the contractor's page (./contractor-page.ts) carries none.
export const contractorEmbed = {
  'contractorPage.notFound.pageTitle': 'Contractor page not found',
  'contractorPage.notFound.title': 'We could not find this contractor',
  'contractorPage.notFound.detail':
    'The address may be mistyped, or the business no longer has a page here. You can still price your fence in a minute.',
  'contractorPage.notFound.quote': 'Get an instant fence quote',
  'contractorPage.embed.title': '{business}: fence price calculator',
  'contractorPage.embed.heading': 'Get a fence price from {business}',
  'contractorPage.embed.poweredBy': 'Powered by Picket',
} as const satisfies Record<string, string>;
