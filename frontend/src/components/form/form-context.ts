// The React contexts that tie the kit's bound fields and form components to their form (TanStack Form's
// form composition). Apart from app-form.tsx so custom controls can read their field without a cycle.
import { createFormHookContexts } from '@tanstack/react-form';

export const { fieldContext, formContext, useFieldContext, useFormContext } = createFormHookContexts();
