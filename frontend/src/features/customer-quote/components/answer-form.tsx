// What the approve and decline forms share: the form, which clears the response section's banner and
// submits (every field checked afresh), the pending state its fields and buttons follow, and what becomes
// of the answer: sent, the customer told in a toast; a refusal of one of the form's own fields shows under
// that field, any other failure in the response section's banner.
import type { ReactNode } from 'react';
import { showServerErrors, useFormContext } from '#frontend/components/form/app-form';
import type { FormErrors } from '#frontend/components/form/form-errors';
import { submitForm } from '#frontend/components/form/submit-form';
import { toast } from '#frontend/components/ui/toast-store';
import { ApiError } from '#frontend/lib/api-error';

interface AnswerOutcome {
  /** The toast once the contractor has the answer. */
  sent: { title: string; description: string };
  /** The form's own fields: the server's messages about them show under them. */
  fields: readonly string[];
  onFailure: (message: string | null) => void;
  /** Renders the server's message in the page's language. */
  localize: (text: string) => string;
}

export const sendAnswer = async (
  send: () => Promise<unknown>,
  formApi: { setErrorMap: (map: { onSubmit: FormErrors }) => void },
  { sent, fields, onFailure, localize }: AnswerOutcome,
): Promise<void> => {
  try {
    await send();
    toast(sent);
  } catch (error) {
    // The server writes its messages in the page's language (x-picket-lang).
    if (error instanceof ApiError && fields.some((name) => error.fields[name]))
      showServerErrors(formApi, error);
    else onFailure(localize(error instanceof Error ? error.message : String(error)));
  }
};

interface AnswerFormProps {
  /** The form's accessible name. */
  label: string;
  className: string;
  onFailure: (message: string | null) => void;
  /** The fields and buttons, told whether the answer is being sent. */
  children: (pending: boolean) => ReactNode;
}

/** The form element of the kit form around it (`<form.AppForm>`). */
export const AnswerForm = ({ label, className, onFailure, children }: AnswerFormProps) => {
  const form = useFormContext();
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onFailure(null);
        void submitForm(form);
      }}
      noValidate
      className={className}
      aria-label={label}
    >
      <form.Subscribe selector={(state) => state.isSubmitting}>
        {(pending) => children(pending)}
      </form.Subscribe>
    </form>
  );
};
