// `npm run boundaries`: fails when an import breaks one of the layer rules (scripts/import-boundaries.ts,
// docs/architecture.md "Layers and rules").
import { findViolations, ruleWhy } from './import-boundaries';

const violations = findViolations('.');
if (violations.length > 0) {
  for (const rule of new Set(violations.map((violation) => violation.rule))) {
    console.error(`✗ ${rule} — ${ruleWhy(rule)}`);
    for (const { file, specifier } of violations.filter((violation) => violation.rule === rule))
      console.error(`    ${file}: '${specifier}'`);
  }
  console.error(`${violations.length} import(s) break the layer rules (docs/architecture.md).`);
  process.exit(1);
}
console.log('Import boundaries hold: every layer imports only the layers below it.');
