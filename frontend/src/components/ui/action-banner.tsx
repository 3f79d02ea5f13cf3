// An error banner with one way out under its text ("Try again", "Reload"…): a small secondary button,
// disabled with a spinner while that is under way.
import type { ReactNode } from 'react';
import { AlertBanner } from './alert-banner';
import { Button } from './button';
import { Spinner } from './spinner';

export interface BannerAction {
  label: string;
  onClick: () => void;
  busy?: boolean;
  testId?: string;
}

export const ActionBanner = ({
  title,
  action,
  children,
}: {
  title: ReactNode;
  /** None when there is nothing to do (e.g. a record that does not exist). */
  action?: BannerAction | undefined;
  children: ReactNode;
}) => (
  <AlertBanner title={title}>
    {children}
    {action ? (
      <Button
        variant="secondary"
        size="sm"
        className="mt-2"
        onClick={action.onClick}
        disabled={action.busy}
        data-testid={action.testId}
      >
        {action.busy ? <Spinner className="size-4" /> : null}
        {action.label}
      </Button>
    ) : null}
  </AlertBanner>
);
