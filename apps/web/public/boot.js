// Starts the app on a page the server rendered, once the page has loaded and shown: its content, styles, fonts
// and first pictures come first, the app's code after (decision 0071). The server names the entry
// and the modules the page needs; they are fetched side by side, then the entry runs.
(() => {
  const script = document.currentScript;
  const entry = script?.dataset.entry;
  if (!entry) return;
  // Until the app has taken the page over, taps wait for it (global.css; Root.tsx ends it).
  document.documentElement.dataset.starting = '';
  const start = () => {
    for (const href of (script.dataset.preload ?? '').split(' ').filter(Boolean)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      link.crossOrigin = '';
      document.head.append(link);
    }
    import(entry).catch((error) => {
      delete document.documentElement.dataset.starting;
      throw error;
    });
  };
  // After the first paint that follows the load: the frame's callback runs before it, the timer after.
  const afterPaint = () => requestAnimationFrame(() => setTimeout(start));
  if (document.readyState === 'complete') afterPaint();
  else addEventListener('load', afterPaint, { once: true });
})();
