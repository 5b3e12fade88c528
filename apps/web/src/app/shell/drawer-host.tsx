import { lazy, Suspense, useEffect, useState } from 'react';

const Drawer = lazy(() => import('./drawer'));

interface DrawerHostProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Loads the drawer on first open (it is not part of the first screen) and keeps it mounted for its animations. */
export function DrawerHost({ open, onOpenChange }: DrawerHostProps) {
  const [wanted, setWanted] = useState(open);
  useEffect(() => {
    if (open) setWanted(true);
  }, [open]);
  if (!wanted && !open) return null;
  return (
    <Suspense fallback={null}>
      <Drawer open={open} onOpenChange={onOpenChange} />
    </Suspense>
  );
}
