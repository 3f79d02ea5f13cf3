// An inline message box for a failed action (the login "banner" of SPEC §8) or a neutral note.
import { CircleAlert, Info } from 'lucide-react';
import type { ReactNode } from 'react';

interface AlertBannerProps {
  tone?: 'error' | 'info';
  title?: ReactNode;
  children?: ReactNode;
}

export const AlertBanner = ({ tone = 'error', title, children }: AlertBannerProps) => {
  const Icon = tone === 'error' ? CircleAlert : Info;
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`flex gap-3 rounded-lg border p-3 text-sm ${
        tone === 'error' ? 'border-red-200 bg-red-50 text-red-800' : 'border-sky-200 bg-sky-50 text-sky-900'
      }`}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div>
        {title ? <p className="font-semibold">{title}</p> : null}
        {children ? <div>{children}</div> : null}
      </div>
    </div>
  );
};
