// The onboarding progress: three named steps, the current one marked for assistive technology.
import { Check } from 'lucide-react';
import { useCoreT } from '#frontend/i18n/use-core-t';

export const StepIndicator = ({ steps, current }: { steps: readonly string[]; current: number }) => {
  const t = useCoreT();
  return (
    <ol aria-label={t('onboarding.progress')} className="grid grid-cols-3 gap-2">
      {steps.map((label, index) => {
        const state = index < current ? 'done' : index === current ? 'current' : 'next';
        return (
          <li key={label} aria-current={state === 'current' ? 'step' : undefined} className="min-w-0">
            <div className={`h-1.5 rounded-full ${state === 'next' ? 'bg-slate-200' : 'bg-brand-600'}`} />
            <p
              className={`mt-2 flex items-center gap-1 truncate text-xs sm:text-sm ${
                state === 'current' ? 'font-semibold text-slate-900' : 'text-slate-500'
              }`}
            >
              {state === 'done' ? (
                <Check aria-hidden="true" className="size-3.5 shrink-0 text-brand-700" />
              ) : null}
              {label}
            </p>
          </li>
        );
      })}
    </ol>
  );
};
