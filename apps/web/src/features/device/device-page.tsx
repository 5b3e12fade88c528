import { languageById } from '@playline/contract/languages';
import { Copy } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useBoot } from '#app/brand/boot-context.tsx';
import buttons from '#app/components/button.module.css';
import { Page } from '#app/components/page.tsx';
import { useClientStore } from '#app/lib/client-store-context.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';
import { isStandalone } from '#app/lib/platform.ts';
import { browserName, currentEnvironment, type DeviceEnvironment, operatingSystem, workerState } from './device-facts';
import styles from './device-page.module.css';

const WORKER_TEXT = {
  active: 'Device.WorkerActive',
  waiting: 'Device.WorkerWaiting',
  none: 'Device.WorkerNone',
  unsupported: 'Device.WorkerUnsupported',
} as const;

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * `/device` (issue 9): what support needs to know about the player's device — app version, brand and site,
 * language, installed app or browser tab, operating system and browser, screen and window, connection and the
 * service worker — and a button that copies it all as text for a support message.
 */
export function DevicePage({ environment: given }: { environment?: DeviceEnvironment }) {
  const t = useT();
  const boot = useBoot();
  const languageId = useClientStore((state) => state.language.id);
  const offline = useClientStore((state) => state.isOffline);
  const environment = useMemo(() => given ?? { ...currentEnvironment(), standalone: isStandalone() }, [given]);
  const [worker, setWorker] = useState<keyof typeof WORKER_TEXT | null>(null);
  const [copy, setCopy] = useState<CopyState>('idle');
  useEffect(() => {
    let live = true;
    void workerState().then((state) => live && setWorker(state));
    return () => {
      live = false;
    };
  }, []);

  const unknown = t('Device.Unknown');
  const online = environment.online && !offline;
  const rows: [string, string][] = [
    [t('Device.Version'), boot.version],
    [t('Device.Brand'), boot.brand.name],
    [t('Device.Site'), String(boot.siteId)],
    [t('Device.Language'), languageById(languageId).name],
    [t('Device.Mode'), t(environment.standalone ? 'Device.ModeApp' : 'Device.ModeBrowser')],
    [t('Device.System'), operatingSystem(environment.userAgent) ?? unknown],
    [t('Device.Browser'), browserName(environment.userAgent) ?? unknown],
    [t('Device.Screen'), `${environment.screen.width}×${environment.screen.height} @${environment.pixelRatio}x`],
    [t('Device.Viewport'), `${environment.viewport.width}×${environment.viewport.height}`],
    [
      t('Device.Connection'),
      [t(online ? 'Device.Online' : 'Device.Offline'), environment.effectiveType].filter(Boolean).join(', '),
    ],
    [t('Device.Worker'), worker ? t(WORKER_TEXT[worker]) : '…'],
  ];
  const text = [...rows.map(([label, value]) => `${label}: ${value}`), `User agent: ${environment.userAgent}`].join(
    '\n',
  );

  const copyAll = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };

  return (
    <Page title={t('Page.Device')}>
      <p className={styles.intro}>{t('Device.Intro')}</p>
      <dl className={styles.facts}>
        {rows.map(([label, value]) => (
          <div key={label} className={styles.fact}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div className={`${styles.fact} ${styles.agent}`}>
          <dt>User agent</dt>
          <dd>{environment.userAgent}</dd>
        </div>
      </dl>
      <div className={styles.actions}>
        <button type="button" className={`${buttons.button} ${buttons.primary}`} onClick={() => void copyAll()}>
          <Copy size={18} aria-hidden="true" />
          {t('Device.Copy')}
        </button>
        <p role="status" className={styles.status}>
          {copy === 'copied' ? t('Device.Copied') : copy === 'failed' ? t('Device.CopyFailed') : ''}
        </p>
      </div>
    </Page>
  );
}

export default DevicePage;
