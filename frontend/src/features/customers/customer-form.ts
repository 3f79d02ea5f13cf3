// What the add and edit customer forms share: the domain's customer schema as the submit validator (SPEC §5
// messages under the fields), and the listeners that keep a box to what it may hold as it is typed or pasted
// (the phone formats as XXX-XXX-XXXX, state and ZIP are capped).
import { formOptions } from '@tanstack/react-form';
import type { CustomerInput } from '#domain/contract/customers';
import { customerSchema } from '#domain/schemas/customer';
import { schemaValidator } from '#frontend/components/form/form-errors';
import { reformatAsTyped } from '#frontend/components/form/reformat-as-typed';
import {
  type CustomerField,
  type CustomerFormValues,
  emptyCustomerValues,
  normaliseCustomerField,
} from './customer-form-values';

/** A box's listeners: each change is rewritten to what the box keeps (see `normaliseCustomerField`). */
export const keepShapeOf = (name: CustomerField) =>
  reformatAsTyped((text) => normaliseCustomerField(name, text));

export const customerFormOptions = formOptions({
  defaultValues: emptyCustomerValues as CustomerFormValues,
  validators: { onSubmit: schemaValidator<CustomerFormValues, CustomerInput>(customerSchema) },
});

/** The request a valid form makes (trimmed, as the schema leaves it). */
export const customerRequestOf = (values: CustomerFormValues) => customerSchema.parse(values);
