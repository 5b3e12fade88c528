import buttons from '#app/components/button.module.css';
import { useT } from '#app/lib/i18n/use-t.ts';
import { type SportsProvider, useProviderLaunch } from '../api/launch-provider';
import { ProviderFrame } from '../components/provider-frame';
import styles from '../components/provider-frame.module.css';

/** A page that hosts a third-party sportsbook: launch (URL + token), then the frame, which the handshake connects. */
function ProviderFramePage({ provider }: { provider: SportsProvider }) {
  const t = useT();
  const launch = useProviderLaunch(provider);
  const title = t(`Provider.Name.${provider}`);
  return (
    <>
      <h1 className="visually-hidden">{title}</h1>
      {launch.data ? (
        <ProviderFrame launch={launch.data} title={title} />
      ) : launch.isError ? (
        <div className={styles.state} role="alert">
          <p>{t('Provider.LaunchError')}</p>
          <button type="button" className={`${buttons.button} ${buttons.outline}`} onClick={() => launch.refetch()}>
            {t('Common.Retry')}
          </button>
        </div>
      ) : (
        <div className={styles.state} role="status">
          <span className={styles.spinner} aria-hidden="true" />
          <p>{t('Provider.Loading')}</p>
        </div>
      )}
    </>
  );
}

export function SportsProvidersPage() {
  return <ProviderFramePage provider="providers" />;
}

export function SportsDigitainPage() {
  return <ProviderFramePage provider="digitain" />;
}
