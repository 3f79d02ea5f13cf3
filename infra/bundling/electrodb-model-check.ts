// Stands in for `jsonschema` in Lambda bundles. ElectroDB uses that package only to check entity models
// when they are constructed; our models are fixed at build time and checked by every test run (which loads
// the real package), so in Lambda the check would only repeat itself and add about 30 kB to each bundle.
export class Validator {
  addSchema(): void {}
  validate(): { errors: never[] } {
    return { errors: [] };
  }
}
// ElectroDB registers its custom formats on the prototype when it loads.
(Validator.prototype as unknown as { customFormats: Record<string, unknown> }).customFormats = {};
