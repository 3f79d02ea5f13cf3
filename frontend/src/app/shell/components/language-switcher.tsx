// EN/ES toggle (SPEC §2): sets the `lang` search parameter, which every link then keeps.
import { useNavigate } from '@tanstack/react-router';
import { type Lang, languages } from '#frontend/i18n/core';
import { useCoreT } from '#frontend/i18n/use-core-t';

export const LanguageSwitcher = ({ className = '' }: { className?: string }) => {
  const t = useCoreT();
  const navigate = useNavigate();
  const choose = (lang: Lang) =>
    void navigate({
      to: '.',
      search: (previous: Record<string, unknown>) => ({ ...previous, lang }),
      replace: true,
    });
  return (
    <fieldset
      data-testid="language-switcher"
      className={`inline-flex rounded-lg border border-slate-300 bg-white p-0.5 text-xs font-semibold ${className}`}
    >
      <legend className="sr-only">{t('language.label')}</legend>
      {languages.map((lang) => (
        <button
          key={lang}
          type="button"
          lang={lang}
          title={t(`language.${lang}`)}
          aria-pressed={t.lang === lang}
          onClick={() => choose(lang)}
          data-testid={`language-${lang}`}
          className={`rounded-md px-2 py-1 ${t.lang === lang ? 'bg-brand-700 text-white' : 'text-slate-600 hover:bg-slate-100'}`}
        >
          {lang.toUpperCase()}
        </button>
      ))}
    </fieldset>
  );
};
