// The admin settings page (platform settings: warehouse, and the delivery and tax new contractors start with;
// the adjustment types) and the quote builder's picker of ready-made adjustments.
export const platformSettings = {
  'platformSettings.title': 'Platform settings',
  'platformSettings.hint':
    'Where goods ship from, and the delivery and tax settings new contractors start with. Contractors who already signed up keep their own.',
  'platformSettings.warehouse': 'Warehouse address',
  'platformSettings.warehouseHint': 'Leave every box empty when there is no warehouse.',
  'platformSettings.shipping': 'Delivery for new contractors',
  'platformSettings.tax': 'Sales tax for new contractors',
  'platformSettings.keyHash': 'Customer key fingerprint',
  'platformSettings.keyHashHint':
    'The first digits of a SHA-256 of the key that encrypts customers’ details: it tells one key from another and reveals nothing about it.',
  'platformSettings.lastChanged': 'Last changed by {email} on {date}',
  'platformSettings.neverChanged': 'Never changed: new contractors start with Picket’s standard settings.',
  'platformSettings.save': 'Save platform settings',
  'platformSettings.saved': 'The platform settings are saved',
  'platformSettings.savedDescription': 'Contractors who sign up from now on start with them.',
  'platformSettings.saveFailed': 'Could not save the platform settings',
  'platformSettings.loadFailed': 'Could not load the platform settings.',
  'adjustmentTypes.title': 'Adjustment types',
  'adjustmentTypes.hint':
    'Ready-made adjustments the quote builder offers next to “Add adjustment”. Switch one off to stop offering it; quotes that used it keep their adjustments.',
  'adjustmentTypes.add': 'Add adjustment type',
  'adjustmentTypes.addTitle': 'Add an adjustment type',
  'adjustmentTypes.editTitle': 'Edit adjustment type',
  'adjustmentTypes.dialogDescription':
    'Picked in the quote builder, it adds an adjustment with this label, the description as its reason and the value worked out in dollars. Everything stays editable on the quote.',
  'adjustmentTypes.descriptionHint':
    'Up to 200 characters. Becomes the adjustment’s reason; the label is used when it is empty.',
  'adjustmentTypes.kind': 'Kind of value',
  'adjustmentTypes.kind.fixed': 'Fixed amount in dollars',
  'adjustmentTypes.kind.percent': 'Percentage of the price before adjustments',
  'adjustmentTypes.value': 'Default value',
  'adjustmentTypes.valueHint':
    'Negative to take off. Dollars from -100,000 to 100,000, or a percentage from -100 to 100.',
  'adjustmentTypes.activeLabel': 'Offer it in the quote builder',
  'adjustmentTypes.offered': 'Offered',
  'adjustmentTypes.notOffered': 'Not offered',
  'adjustmentTypes.switchOn': 'Offer it',
  'adjustmentTypes.switchOff': 'Stop offering',
  'adjustmentTypes.nowOn': '{label} is offered in the quote builder',
  'adjustmentTypes.nowOff': '{label} is no longer offered',
  'adjustmentTypes.empty': 'No adjustment types yet.',
  'adjustmentTypes.added': 'Adjustment type added to the list',
  'adjustmentTypes.saved': 'Adjustment type saved',
  'adjustmentTypes.saveFailed': 'Could not save the adjustment type',
  'adjustmentTypes.loadFailed': 'Could not load the adjustment types.',
  'adjustmentTypes.actions': 'Actions for {label}',
  'adjustmentTypes.pick': 'Add a ready-made adjustment',
  'adjustmentTypes.pickPlaceholder': 'Choose one…',
  'adjustmentTypes.option': '{label} ({value})',
} as const satisfies Record<string, string>;
