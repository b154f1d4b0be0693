/* global document, location, window */
// The offline page's Retry loads the page that was asked for again (the address never changed); so does coming back online.
document.getElementById('retry').addEventListener('click', function () {
  location.reload();
});
window.addEventListener('online', function () {
  location.reload();
});
