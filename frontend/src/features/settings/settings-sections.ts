// The sections of the settings page, in order, and which section shows the box an error path names
// (pricing paths as the API names them; catalog paths prefixed `catalog.`), so a failed save can open it.

export const settingsSections = [
  'materials',
  'labor',
  'removal',
  'jobCharges',
  'markupTax',
  'financing',
  'shipping',
  'styles',
  'postCaps',
  'hardware',
] as const;
export type SettingsSectionId = (typeof settingsSections)[number];

const jobChargeFields = [
  'minimumInstallationChargeCents',
  'excavationRateCents',
  'concreteSetRateCents',
  'concreteBagsPerPost',
  'siteAccessMultiplier',
  'terrainDifficultyMultiplier',
];

export const sectionOfError = (path: string): SettingsSectionId | undefined => {
  const [root, first] = path.split('.');
  if (root === 'shipping') return 'shipping';
  if (root === 'financingUrl') return 'financing';
  if (root === 'catalog') {
    if (first === 'styles' || first === 'stylePricing') return 'styles';
    if (first === 'postCaps') return 'postCaps';
    if (first === 'hardwareItems') return 'hardware';
    return undefined;
  }
  if (root !== 'pricing' || first === undefined) return undefined;
  if (first === 'pricePerFootCents' || first === 'gatePriceCents') return 'materials';
  if (first.startsWith('labor')) return 'labor';
  if (first === 'removal') return 'removal';
  if (jobChargeFields.includes(first)) return 'jobCharges';
  if (first === 'markupPercentage' || first.startsWith('tax')) return 'markupTax';
  if (first === 'financing') return 'financing';
  return undefined;
};
