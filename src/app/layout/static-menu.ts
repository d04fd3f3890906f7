/**
 * The phone menu of the frame prerendered into index.html (decision 0031) works before any
 * script bundle: index.html's inline script toggles `html.static-menu-open` on a tap of the
 * menu button (or closes it on the drawer's close button, its backdrop or Escape). React's header
 * starts with its drawer open when that menu was open, so nothing closes or flickers as it
 * takes over.
 */
export const STATIC_MENU_OPEN_CLASS = 'static-menu-open';

export function staticMenuIsOpen(): boolean {
  return (
    typeof document !== 'undefined' &&
    document.documentElement.classList.contains(STATIC_MENU_OPEN_CLASS)
  );
}

/** Once React has the menu: the frame (and its drawer) is gone, the class is tidied away. */
export function closeStaticMenu(): void {
  if (typeof document !== 'undefined') {
    document.documentElement.classList.remove(STATIC_MENU_OPEN_CLASS);
  }
}
