// Three fixes to the calendar library's markup, which our accessibility check (IBM's rules) refuses as drawn:
// its time-label column is an <aside> — a landmark, once per view, unnamed — though it is part of the grid,
// not complementary content; its day headers put aria-label on <time>, which has no role to name (the
// header's visible text, e.g. "Tue, 12/2", is read instead); and each event is an <article role="button">
// without a name, which an <article> may not be. The event becomes a plain article holding a real, named
// button over its whole face: a click or Enter on it bubbles to the article, where the library opens it, and
// a drag starts there as before. The library redraws as it navigates, so the
// schedule runs this on every change under the calendar (a MutationObserver), before the browser paints.

export const repairCalendarMarkup = (root: ParentNode): void => {
  for (const aside of root.querySelectorAll('aside:not([role])')) aside.setAttribute('role', 'presentation');
  for (const time of root.querySelectorAll('time[aria-label]')) time.removeAttribute('aria-label');
  for (const article of root.querySelectorAll('article[role="button"]')) {
    article.removeAttribute('role');
    article.removeAttribute('tabindex');
    if (article.querySelector(':scope > button.picket-event-button')) continue;
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'picket-event-button';
    button.setAttribute('aria-label', article.textContent?.trim() ?? '');
    article.append(button);
  }
};

/** Keeps `root` repaired while the library draws into it; returns the stop function. */
export const keepCalendarMarkupRepaired = (root: HTMLElement): (() => void) => {
  repairCalendarMarkup(root);
  const observer = new MutationObserver(() => repairCalendarMarkup(root));
  observer.observe(root, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['aria-label', 'role'],
  });
  return () => observer.disconnect();
};
