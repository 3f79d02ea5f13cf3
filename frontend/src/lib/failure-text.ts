// What a failed call says, for a toast or a form message: the error's message in the page's language (a
// catalogue key or a server text, rendered by `t.localize`), or `fallback` when it says nothing; and the
// destructive "Error" toast (SPEC §8) that says it.
import type { TFunction } from '#frontend/i18n/use-core-t';

export const failureText = (error: unknown, t: Pick<TFunction, 'localize'>, fallback: string): string =>
  error instanceof Error && error.message ? t.localize(error.message) : fallback;

/** The "Error" toast saying `description`. */
export const errorToast = (t: TFunction, description: string) => ({
  title: t('common.error'),
  description,
  variant: 'destructive' as const,
});

/** The "Error" toast saying what the failure says, or `fallback`. */
export const failureToast = (error: unknown, t: TFunction, fallback: string) =>
  errorToast(t, failureText(error, t, fallback));
