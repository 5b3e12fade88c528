/** Reloads the page. An object rather than a bare function so tests can replace it: jsdom cannot navigate. */
export const pageReload = {
  reload(): void {
    window.location.reload();
  },
};
