// Loads the app's scripts on a prerendered public page, after the browser has painted it
// (docs/decisions/023-fast-first-paint.md). The page is complete without JavaScript; requested
// at once, the scripts (about 140 kB) would share a phone's slow connection with the stylesheet
// and hold back the first paint. web/entry-prerender.tsx puts this script in place of the build's
// module script and modulepreload links, which it lists in `data-entry` and `data-preload`.
// A classic script (`defer`), so that `document.currentScript` names its own tag.
(function boot() {
  const script = document.currentScript;
  const entry = script && script.dataset.entry;
  if (!entry) return;
  const preload = (script.dataset.preload || '').split(' ').filter(Boolean);
  let started = false;
  function load() {
    if (started) return;
    started = true;
    // All at once, so the entry's imports come in one wave.
    for (const href of preload) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    }
    import(entry);
  }
  // A task queued from an animation frame runs after that frame's paint. A hidden tab paints
  // nothing (no animation frames), so it stops waiting after 250 ms.
  requestAnimationFrame(() => setTimeout(load, 0));
  setTimeout(load, 250);
})();
