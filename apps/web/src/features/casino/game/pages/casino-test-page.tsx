import { formatMoney } from '@playline/contract/money';
import { Link } from 'react-router';
import buttons from '#app/components/button.module.css';
import { ListState } from '#app/components/list-state.tsx';
import { Page } from '#app/components/page.tsx';
import { useClientStore } from '#app/lib/client-store-context.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';
import { useCatalogue } from '../api/get-catalogue';
import { gamePath } from '../game-paths';
import styles from './casino-test-page.module.css';
import { type EngineVariant, engineVariants } from './engine-variants';

/** `/casino/test`: a developer page with one game per engine and variant, its RTP, stake limits and a demo launch. */
export function CasinoTestPage() {
  const t = useT();
  const catalogue = useCatalogue();
  const variants = catalogue.data ? engineVariants(catalogue.data) : [];
  return (
    <Page title={t('CasinoGame.Test.Title')} eyebrow={t('CasinoGame.Test.Eyebrow', { count: variants.length })}>
      {variants.length > 0 ? (
        <ul className={styles.list}>
          {variants.map((variant) => (
            <VariantCard key={`${variant.game.engine}/${variant.game.variant}`} variant={variant} />
          ))}
        </ul>
      ) : (
        <ListState
          loading={catalogue.isPending}
          error={catalogue.isError}
          loadError={t('CasinoGame.LoadError')}
          onRetry={() => void catalogue.refetch()}
          empty={t('CasinoGame.Test.Empty')}
        />
      )}
    </Page>
  );
}

function VariantCard({ variant: { game, games } }: { variant: EngineVariant }) {
  const t = useT();
  const locale = useClientStore((state) => state.language.locale);
  const currency = useClientStore((state) => state.user?.currencyCode ?? 'EUR');
  const money = (amount: number) => formatMoney(amount, currency, locale);
  return (
    <li className={styles.card} aria-label={`${game.engine} ${game.variant}`}>
      <h2 className={styles.engine}>
        {game.engine} · {game.variant}
      </h2>
      <dl className={styles.facts}>
        <dt>{t('CasinoGame.Test.Example')}</dt>
        <dd>{game.name}</dd>
        <dt>{t('CasinoGame.Test.Rtp')}</dt>
        <dd>{game.rtp === null ? t('CasinoGame.Test.RtpVaries') : `${game.rtp.toFixed(2)}%`}</dd>
        <dt>{t('CasinoGame.Test.Stakes')}</dt>
        <dd>
          {money(game.minStake)} – {money(game.maxStake)}
        </dd>
        <dt>{t('CasinoGame.Test.Entries')}</dt>
        <dd>{games}</dd>
      </dl>
      {game.demo ? (
        <Link
          to={gamePath(game, true)}
          className={`${buttons.button} ${buttons.outline} ${buttons.small} ${styles.launch}`}
        >
          {t('CasinoGame.Test.PlayDemo', { name: game.name })}
        </Link>
      ) : (
        <p>{t('CasinoGame.Test.NoDemo')}</p>
      )}
    </li>
  );
}
