// Sets the page title (and optionally the meta description) while a page is shown, restoring the
// previous values when it goes, so each route owns its own head.
import { useEffect } from 'react';

export const useDocumentMeta = (title: string, description?: string): void => {
  useEffect(() => {
    const previousTitle = document.title;
    document.title = title;
    return () => {
      document.title = previousTitle;
    };
  }, [title]);

  useEffect(() => {
    if (description === undefined) return;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    const created = !meta;
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    const previous = meta.content;
    meta.content = description;
    return () => {
      if (created) meta.remove();
      else meta.content = previous;
    };
  }, [description]);
};

/** "<page> · Picket", the title format of every page but the landing pages. */
export const pageTitle = (page: string): string => `${page} · Picket`;
