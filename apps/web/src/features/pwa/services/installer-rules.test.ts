import { describe, expect, it } from 'vitest';
import { hideUntilAfterDismiss, type InstallerFacts, isInstallerVisible } from './installer-rules';

const now = Date.UTC(2030, 0, 10);
const android: InstallerFacts = {
  now,
  hideUntil: 0,
  standalone: false,
  isIDevice: false,
  readyToInstall: true,
  isShop: false,
};

describe('the installer rules', () => {
  it('shows on Android once the browser offered the install', () => {
    expect(isInstallerVisible(android)).toBe(true);
    expect(isInstallerVisible({ ...android, readyToInstall: false })).toBe(false);
  });

  it('shows on iOS without any offer from the browser', () => {
    expect(isInstallerVisible({ ...android, isIDevice: true, readyToInstall: false })).toBe(true);
  });

  it('hides when running as the installed app', () => {
    expect(isInstallerVisible({ ...android, standalone: true })).toBe(false);
    expect(isInstallerVisible({ ...android, isIDevice: true, standalone: true })).toBe(false);
  });

  it('hides until the dismissal runs out, for the brand’s number of days', () => {
    const hideUntil = hideUntilAfterDismiss(now, 3);
    expect(hideUntil - now).toBe(3 * 24 * 3600 * 1000);
    expect(isInstallerVisible({ ...android, hideUntil })).toBe(false);
    expect(isInstallerVisible({ ...android, hideUntil, now: hideUntil })).toBe(false);
    expect(isInstallerVisible({ ...android, hideUntil, now: hideUntil + 1 })).toBe(true);
  });

  it('never shows on a shop terminal', () => {
    expect(isInstallerVisible({ ...android, isShop: true })).toBe(false);
  });
});
