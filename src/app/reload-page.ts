/**
 * A full page load. After a script chunk failed to download, the browser remembers the failure
 * for the life of the page, so loading the page again is the one retry that fetches it afresh.
 */
export function reloadPage(): void {
  window.location.reload();
}
