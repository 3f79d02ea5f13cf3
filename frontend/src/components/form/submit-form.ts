// Submitting a kit form so that every field is checked again, as on the first submit. TanStack Form keeps
// a form-level submit message on its field until that field changes, and a field still holding one stops
// the next submit before the schema runs again: a box changed to another wrong value would then show no
// message at all, and a server refusal would block the retry. Clearing the submit messages first lets the
// schema (and the server) speak afresh. Every kit form submits through here.
import type { FormErrors } from './form-errors';

export interface SubmittableForm<Meta = never> {
  setErrorMap: (map: { onSubmit: FormErrors }) => void;
  handleSubmit: (meta?: Meta) => Promise<unknown>;
}

export const submitForm = <Meta = never>(form: SubmittableForm<Meta>, meta?: Meta): Promise<unknown> => {
  form.setErrorMap({ onSubmit: { fields: {} } });
  return meta === undefined ? form.handleSubmit() : form.handleSubmit(meta);
};
