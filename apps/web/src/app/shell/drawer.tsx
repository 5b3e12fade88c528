import { X } from 'lucide-react';
import { useBrand } from '#app/brand/boot-context.tsx';
import buttons from '#app/components/button.module.css';
import { Dialog, DialogClose, DialogTitle } from '#app/components/dialog.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';
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
  return (
    <Dialog open={open} onClose={() => onOpenChange(false)} className={styles.panel} backdropClassName={styles.scrim}>
      <div className={styles.head}>
        <DialogTitle className={styles.title}>{t('Drawer.Title')}</DialogTitle>
        <span className={styles.brand}>{brand.name}</span>
        <DialogClose className={`${buttons.button} ${buttons.icon}`} aria-label={t('Common.Close')}>
          <X size={22} aria-hidden="true" />
        </DialogClose>
      </div>
      <nav className={styles.nav} aria-label={t('Nav.Side')}>
        <NavList keys={brand.drawer} onNavigate={() => onOpenChange(false)} />
      </nav>
      <div className={styles.footer}>
        <LanguageSwitcher />
      </div>
    </Dialog>
  );
}

export default Drawer;
