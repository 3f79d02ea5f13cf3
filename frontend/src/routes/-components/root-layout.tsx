// Picks the page frame from the session and the page (SPEC §2, §4; the admin area has its own) and keeps
// the document language and the language sent to the API in step with the `lang` parameter.
import { useMatches } from '@tanstack/react-router';
import { type ReactNode, useEffect } from 'react';
import { AppFrame } from '#frontend/app/shell/components/app-frame';
import { Toaster } from '#frontend/components/ui/toaster';
import { useLang } from '#frontend/i18n/use-core-t';
import { setApiLanguage } from '#frontend/lib/api-client';
import { useCurrentUser } from '#frontend/lib/current-user';

export const RootLayout = ({ children }: { children: ReactNode }) => {
  const lang = useLang();
  // Set during render, not in an effect, so the first requests of this render already carry it.
  setApiLanguage(lang);
  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);

  const currentUser = useCurrentUser();
  const customerFacing = useMatches({
    select: (matches) => matches.some((match) => match.staticData?.customerFacing),
  });
  const bare = useMatches({ select: (matches) => matches.some((match) => match.staticData?.bare) });
  const admin = useMatches({ select: (matches) => matches.some((match) => match.staticData?.admin) });

  return (
    <>
      <AppFrame
        user={currentUser.data}
        sessionKnown={!currentUser.isPending}
        customerFacing={customerFacing}
        bare={bare}
        admin={admin}
      >
        {children}
      </AppFrame>
      <Toaster />
    </>
  );
};
