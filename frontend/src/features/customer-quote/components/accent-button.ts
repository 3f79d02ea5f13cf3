// The customer quote's main button in the contractor's brand colour (the page sets the CSS variables).
import { buttonClasses } from '#frontend/components/ui/button-styles';

export const accentButtonClasses = (extra = ''): string =>
  buttonClasses(
    'primary',
    'lg',
    `bg-(--quote-accent)! text-(--quote-on-accent)! hover:brightness-95 focus-visible:outline-(--quote-accent)! ${extra}`,
  );
