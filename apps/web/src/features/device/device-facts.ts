/** What the device page reads of the browser, passed in so tests can describe any device. */
export interface DeviceEnvironment {
  userAgent: string;
  screen: { width: number; height: number };
  pixelRatio: number;
  viewport: { width: number; height: number };
  online: boolean;
  /** The Network Information API's estimate, where the browser has one ('4g', '3g', …). */
  effectiveType: string | null;
  standalone: boolean;
}

export type WorkerState = 'active' | 'waiting' | 'none' | 'unsupported';

/** The operating system a user agent names, with its version where it gives one. */
export function operatingSystem(userAgent: string): string | null {
  const ios = /(?:iPhone|iPad|iPod).*? OS (\d+)[._](\d+)/.exec(userAgent);
  if (ios) return `iOS ${ios[1]}.${ios[2]}`;
  const android = /Android (\d+(?:\.\d+)?)/.exec(userAgent);
  if (android) return `Android ${android[1]}`;
  const windows = /Windows NT (\d+\.\d+)/.exec(userAgent);
  if (windows) return `Windows NT ${windows[1]}`;
  const mac = /Mac OS X (\d+)[._](\d+)/.exec(userAgent);
  if (mac) return `macOS ${mac[1]}.${mac[2]}`;
  if (/CrOS/.test(userAgent)) return 'ChromeOS';
  if (/Linux/.test(userAgent)) return 'Linux';
  return null;
}

/** The browser a user agent names, with its major version; order matters, as Edge and Opera also say Chrome. */
export function browserName(userAgent: string): string | null {
  const known: [RegExp, string][] = [
    [/Edg(?:A|iOS)?\/(\d+)/, 'Edge'],
    [/OPR\/(\d+)/, 'Opera'],
    [/SamsungBrowser\/(\d+)/, 'Samsung Internet'],
    [/Firefox\/(\d+)|FxiOS\/(\d+)/, 'Firefox'],
    [/CriOS\/(\d+)/, 'Chrome'],
    [/Chrom(?:e|ium)\/(\d+)/, 'Chrome'],
    [/Version\/(\d+)[\d.]* (?:Mobile\/\S+ )?Safari/, 'Safari'],
  ];
  for (const [pattern, name] of known) {
    const match = pattern.exec(userAgent);
    const version = match?.slice(1).find((part) => part !== undefined);
    if (match) return version ? `${name} ${version}` : name;
  }
  return null;
}

/** The environment of this tab now. */
export function currentEnvironment(): DeviceEnvironment {
  const connection = (navigator as Navigator & { connection?: { effectiveType?: string } }).connection;
  return {
    userAgent: navigator.userAgent,
    screen: { width: window.screen.width, height: window.screen.height },
    pixelRatio: window.devicePixelRatio || 1,
    viewport: { width: window.innerWidth, height: window.innerHeight },
    online: navigator.onLine,
    effectiveType: connection?.effectiveType ?? null,
    standalone: false,
  };
}

/** The service worker's state for this page: an update waiting wins over an active one. */
export async function workerState(): Promise<WorkerState> {
  if (!('serviceWorker' in navigator)) return 'unsupported';
  const registration = await navigator.serviceWorker.getRegistration().catch(() => undefined);
  if (!registration) return 'none';
  if (registration.waiting) return 'waiting';
  return registration.active ? 'active' : 'none';
}
