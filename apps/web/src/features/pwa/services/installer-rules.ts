/** When the add-to-home-screen installer shows (spec §4), as a pure function of what the app knows. */
export interface InstallerFacts {
  now: number;
  /** Local storage `installer_hide_until`: dismissed until then. */
  hideUntil: number;
  standalone: boolean;
  isIDevice: boolean;
  /** The browser offered the install (`beforeinstallprompt`); iOS never does. */
  readyToInstall: boolean;
  /** Shop terminals are the shop's machines, not a player's phone: they never offer the app. */
  isShop: boolean;
}

export function isInstallerVisible(facts: InstallerFacts): boolean {
  if (facts.isShop || facts.standalone || facts.now <= facts.hideUntil) return false;
  return facts.isIDevice || facts.readyToInstall;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Dismissing hides the installer for the brand's number of days (brand `installerHideDays`). */
export function hideUntilAfterDismiss(now: number, installerHideDays: number): number {
  return now + installerHideDays * DAY_MS;
}
