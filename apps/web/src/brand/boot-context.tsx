import type { BootConfig } from '@playline/contract/boot';
import type { BrandConfig } from '@playline/contract/brands';
import { createContext, type ReactNode, useContext } from 'react';

const BootContext = createContext<BootConfig | null>(null);

/** Makes the brand's boot configuration (site, brand, version) available to every component. */
export function BootProvider({ boot, children }: { boot: BootConfig; children: ReactNode }) {
  return <BootContext.Provider value={boot}>{children}</BootContext.Provider>;
}

export function useBoot(): BootConfig {
  const boot = useContext(BootContext);
  if (!boot) throw new Error('useBoot must be used inside <BootProvider>');
  return boot;
}

/** The current site's brand configuration. */
export function useBrand(): BrandConfig {
  return useBoot().brand;
}
