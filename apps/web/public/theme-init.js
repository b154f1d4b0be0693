/* global matchMedia, document */
// Apply the stored theme before the first paint so a dark page never flashes white.
(function () {
  try {
    var theme = localStorage.getItem('vite-ui-theme') || 'system';
    if (theme === 'system') theme = matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
    document.documentElement.classList.add(theme === 'dark' ? 'dark' : 'light');
  } catch {
    /* storage blocked: the React theme provider applies the class a moment later */
  }
})();
