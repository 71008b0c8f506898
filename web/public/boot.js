// Loads the app's modules on a prerendered page once the browser has painted it
// (docs/decisions/024-fast-first-paint.md; served as written, so kept short).
(function () {
  const script = document.currentScript;
  const entry = script && script.dataset.entry;
  if (!entry) return;
  let started = false;
  function load() {
    if (started) return;
    started = true;
    for (const href of (script.dataset.preload || '').split(' ').filter(Boolean)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    }
    import(entry);
  }
  if (document.visibilityState === 'hidden') return load();
  setTimeout(load, 1000);
  const types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
  if (!types.includes('paint')) return requestAnimationFrame(() => setTimeout(load, 0));
  const observer = new PerformanceObserver((list) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    load();
  });
  observer.observe({ type: 'paint', buffered: true });
})();
