// /settings — Settings in the profile menu: the contractor settings live at /contractor/settings.
import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/_authenticated/settings')({
  staticData: { access: 'owner' },
  beforeLoad: ({ search }) => {
    throw redirect({
      to: '/contractor/settings',
      search: search.lang ? { lang: search.lang } : {},
      replace: true,
    });
  },
});
