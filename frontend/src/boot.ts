// The one script a prerendered public page loads up front (scripts/prerender-public-pages.ts): once the page
// has painted, it fetches the app's modules — the entry and the chunks the page's route needs, all at once —
// evaluates the largest libraries one task at a time (React, then the router and query libraries: together
// with the entry, in one task, they would hold a slow phone's main thread the longest), then runs the entry,
// which hydrates the page (main.tsx). Until the page shows, the phone spends its network and processor on it.
const root = document.getElementById('root');
const urls = (list: string | undefined) => list?.split(' ').filter(Boolean) ?? [];
let started = false;

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const start = async () => {
  const entry = root?.dataset.entry;
  if (started || !entry) return;
  started = true;
  const links = document.createDocumentFragment();
  for (const href of urls(root?.dataset.modules)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    links.append(link);
  }
  document.head.append(links);
  // A library that fails to load here is loaded again, and reported, by the entry that imports it.
  for (const step of urls(root?.dataset.steps)) {
    await import(/* @vite-ignore */ step).catch(() => undefined);
    await nextTask();
  }
  const script = document.createElement('script');
  script.type = 'module';
  script.crossOrigin = '';
  script.src = entry;
  document.head.append(script);
};

// After the next frame is painted (a callback just before it, a task just after); a page opened in a
// background tab, which paints nothing, starts within a second anyway.
requestAnimationFrame(() => setTimeout(start, 0));
setTimeout(start, 1000);
