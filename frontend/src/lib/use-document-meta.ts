// Sets the page title (and optionally the meta description) while a page is shown, restoring the
// previous values when it goes, so each route owns its own head. While the build prerenders a page (there is
// no document), the values are collected instead, for the page's HTML head.
import { useEffect } from 'react';

export interface DocumentMeta {
  title?: string;
  description?: string;
}

let collected: DocumentMeta | undefined;

/** Starts collecting what the next page rendered asks for (prerender.tsx, at build time). */
export const collectDocumentMeta = (): DocumentMeta => {
  collected = {};
  return collected;
};

export const useDocumentMeta = (title: string, description?: string): void => {
  // import.meta.env.SSR is false in the browser's build, which then carries none of this.
  if (import.meta.env.SSR && collected) {
    collected.title = title;
    if (description !== undefined) collected.description = description;
  }
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
