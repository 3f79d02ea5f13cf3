// A 404 on a customer's link or quote: it does not exist (or no longer does). That earns a page of its
// own for the homeowner, not a failure to retry.
import { ApiError } from '#frontend/lib/api-error';

export const isNotFoundError = (error: unknown): boolean => error instanceof ApiError && error.status === 404;
