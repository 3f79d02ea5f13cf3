// `npm run boundaries`: fails when domain/ imports anything but itself and its allowed pure packages.
import { allowedDomainPackages, findDomainViolations } from './import-boundaries';

const violations = findDomainViolations('domain');
if (violations.length > 0) {
  for (const { file, specifier } of violations) console.error(`${file}: imports '${specifier}'`);
  console.error(
    `domain/ must stay pure: import only from domain/ and ${[...allowedDomainPackages].join(', ')} (DESIGN.md).`,
  );
  process.exit(1);
}
console.log('Import boundaries hold: domain/ imports only itself and pure packages.');
