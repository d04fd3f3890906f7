import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { Link } from 'react-router-dom';
import { buttonVariants } from '@/components/ui/button-variants';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n';
import { LanguageSwitch } from './LanguageSwitch';
import { MainNavLinks } from './MainNavLinks';
import { layoutMessages } from './messages';

interface MobileDrawerProps {
  open: boolean;
  onClose: () => void;
  showAuthLinks: boolean;
}

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Narrow-screen navigation: a modal drawer from the end side (the right; the left in Arabic)
 * that traps focus; Escape closes.
 */
export function MobileDrawer({ open, onClose, showAuthLinks }: MobileDrawerProps) {
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const previouslyFocused = document.activeElement as HTMLElement | null;
    panelRef.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      previouslyFocused?.focus();
    };
  }, [open]);

  if (!open) return null;

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    const focusable = Array.from(panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  // A portal: the header's backdrop-filter would otherwise confine this fixed layer to the header.
  return createPortal(
    <DrawerPanel
      panelRef={panelRef}
      onClose={onClose}
      onKeyDown={handleKeyDown}
      showAuthLinks={showAuthLinks}
    />,
    document.body,
  );
}

interface DrawerPanelProps {
  panelRef?: RefObject<HTMLDivElement | null>;
  onClose?: () => void;
  onKeyDown?: (event: KeyboardEvent<HTMLDivElement>) => void;
  showAuthLinks: boolean;
  /**
   * The copy in index.html's frame (decision 0031), for a tap before any script bundle has run:
   * hidden until the inline script in index.html sets `html.static-menu-open`; its close button
   * and backdrop carry `data-static-menu-close`, and its Log in / Sign Up show only to visitors.
   */
  prerender?: boolean;
}

/** The drawer's markup: React's (in a portal) and the prerendered frame's are the same. */
export function DrawerPanel({
  panelRef,
  onClose,
  onKeyDown,
  showAuthLinks,
  prerender = false,
}: DrawerPanelProps) {
  const t = useT(layoutMessages);
  const closeMark = prerender ? { 'data-static-menu-close': '' } : {};
  return (
    <div className="fixed inset-0 z-50 md:hidden" data-static-menu={prerender ? '' : undefined}>
      <div
        className="absolute inset-0 bg-slate-900/40"
        aria-hidden="true"
        onClick={onClose}
        {...closeMark}
      />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-label={t.navigationMenu}
        id={prerender ? 'static-mobile-navigation' : 'mobile-navigation'}
        onKeyDown={onKeyDown}
        className="absolute inset-y-0 end-0 flex w-72 max-w-[85vw] flex-col gap-6 bg-white p-6 shadow-xl"
      >
        <div className="flex items-center justify-between">
          <span className="font-serif text-lg font-semibold text-slate-900">{t.menu}</span>
          <button
            type="button"
            onClick={onClose}
            aria-label={t.closeMenu}
            className="rounded-md p-2 text-slate-600 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-700"
            {...closeMark}
          >
            <span aria-hidden="true" className="text-xl leading-none">
              ×
            </span>
          </button>
        </div>
        <nav aria-label={t.mainNav}>
          <MainNavLinks orientation="vertical" onNavigate={onClose} />
        </nav>
        <LanguageSwitch />
        {showAuthLinks || prerender ? (
          <div
            className="mt-auto flex flex-col gap-2"
            data-visitor-only={prerender ? '' : undefined}
          >
            <Link
              to={paths.login}
              onClick={onClose}
              className={buttonVariants({ variant: 'outline' })}
            >
              {t.login}
            </Link>
            <Link to={paths.signup} onClick={onClose} className={buttonVariants()}>
              {t.signup}
            </Link>
          </div>
        ) : null}
      </div>
    </div>
  );
}
