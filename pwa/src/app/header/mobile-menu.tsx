import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { CloseIcon, MenuIcon } from '@pwa/components/icons';
import { AccountLink } from './account-link';
import { DonateButton, FeedbackButton } from './header-actions';
import { LanguageSwitch } from './language-switch';
import { MainNav } from './main-nav';
import type { HeaderDialog } from './header-dialogs';
import { ThemeChoice } from './theme-choice';

const PANEL_ID = 'mobile-menu';

interface MobileMenuProps {
  onOpenDialog: (dialog: HeaderDialog) => void;
}

/** The burger menu of narrow screens: every header item in a panel under the header. */
export function MobileMenu({ onOpenDialog }: MobileMenuProps) {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    root.current
      ?.querySelector<HTMLElement>(`#${PANEL_ID} a, #${PANEL_ID} [tabindex="0"]`)
      ?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  const openDialog = (dialog: HeaderDialog) => {
    setOpen(false);
    onOpenDialog(dialog);
  };

  return (
    <div className="mobile-menu" ref={root}>
      <button
        ref={button}
        type="button"
        className="icon-button mobile-menu__toggle"
        aria-expanded={open}
        aria-controls={PANEL_ID}
        aria-label={open ? t('nav.closeMenu') : t('nav.openMenu')}
        onClick={() => setOpen(!open)}
      >
        {open ? <CloseIcon /> : <MenuIcon />}
      </button>
      <div id={PANEL_ID} className="mobile-menu__panel" hidden={!open}>
        <MainNav variant="list" />
        <div className="mobile-menu__section">
          <ThemeChoice />
          <LanguageSwitch />
        </div>
        <div className="mobile-menu__section">
          <DonateButton onOpen={openDialog} />
          <FeedbackButton onOpen={openDialog} />
          <AccountLink />
        </div>
      </div>
    </div>
  );
}
