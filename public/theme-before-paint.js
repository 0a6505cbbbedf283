/* global document, localStorage, matchMedia */
// A classic script, not a module: it runs before the first paint, as an inline one did (the
// Content-Security-Policy allows no inline scripts).
/* eslint-disable no-empty, @typescript-eslint/no-unused-vars */
// The stored theme before the first paint, so a dark-theme visitor never sees a white flash.
(function () {
  var dark = false;
  try {
    var auto = localStorage.getItem('AutoThemeMode');
    var theme = localStorage.getItem('theme');
    var explicit = auto !== 'true' && (theme === 'light' || theme === 'dark');
    dark = explicit ? theme === 'dark' : matchMedia('(prefers-color-scheme: dark)').matches;
  } catch (e) {}
  var root = document.documentElement;
  root.dataset.theme = dark ? 'dark' : 'light';
  root.style.colorScheme = dark ? 'dark' : 'light';
  root.style.background = dark ? '#0f1214' : '#f5f6f3';
  document.querySelector('meta[name="theme-color"]').content = dark ? '#15191d' : '#ffffff';
})();
