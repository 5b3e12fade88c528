import { Dialog } from '@base-ui/react/dialog';
import { X } from 'lucide-react';
import { useBrand } from '../../brand/boot-context';
import buttons from '../../components/button.module.css';
import { useT } from '../../lib/i18n/use-t';
import { useFocusWrap } from '../../lib/use-focus-wrap';
import styles from './drawer.module.css';
import { LanguageSwitcher } from './language-switcher';
import { NavList } from './nav-list';

interface DrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The phone menu: slides in from the left over a scrim with the brand's drawer items and the language switch. */
export function Drawer({ open, onOpenChange }: DrawerProps) {
  const t = useT();
  const brand = useBrand();
  // Wraps Tab itself, as the other dialogs do: Base UI's focus guards move the focus back a moment after it has
  // left the panel, and a busy phone can be caught in that moment.
  const keepFocus = useFocusWrap<HTMLDivElement>();
  return (
    <Dialog.Root open={open} onOpenChange={(next) => onOpenChange(next)}>
      <Dialog.Portal>
        <Dialog.Backdrop className={styles.scrim} />
        <Dialog.Popup className={styles.panel} ref={keepFocus}>
          <div className={styles.head}>
            <Dialog.Title className={styles.title}>{t('Drawer.Title')}</Dialog.Title>
            <span className={styles.brand}>{brand.name}</span>
            <Dialog.Close className={`${buttons.button} ${buttons.icon}`} aria-label={t('Common.Close')}>
              <X size={22} aria-hidden="true" />
            </Dialog.Close>
          </div>
          <nav className={styles.nav} aria-label={t('Nav.Side')}>
            <NavList keys={brand.drawer} onNavigate={() => onOpenChange(false)} />
          </nav>
          <div className={styles.footer}>
            <LanguageSwitcher />
          </div>
        </Dialog.Popup>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export default Drawer;
