import { brandForSite } from '@playline/contract/brands';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { BootProvider, useBoot } from '#app/brand/boot-context.tsx';
import { createSlipSelectionsStore } from '#app/entities/slip/slip-store.ts';
import { useT } from '#app/lib/i18n/use-t.ts';
import { betslipKeys } from '../api/keys';
import { SlipPanel } from '../components/slip-panel';
import { SlipStoreProvider } from '../slip-store-context';
import { SLIP_FIXTURES, type SlipFixture } from './slip-fixtures';
import styles from './slip-page.module.css';

function FixtureCase({ fixture }: { fixture: SlipFixture }) {
  const boot = useBoot();
  const queryClient = useQueryClient();
  const [store] = useState(() => {
    for (const price of fixture.prices ?? []) {
      queryClient.setQueryData(betslipKeys.builderPrice(price.outcomeIds), {
        odds: price.odds,
        eventId: price.eventId,
      });
    }
    return createSlipSelectionsStore(Date.now, fixture.data);
  });
  const caseBoot = fixture.siteId ? { ...boot, siteId: fixture.siteId, brand: brandForSite(fixture.siteId) } : boot;
  return (
    <section className={styles.case} aria-label={fixture.name}>
      <h2 className={styles.caseTitle}>{fixture.name}</h2>
      <BootProvider boot={caseBoot}>
        <SlipStoreProvider store={store}>
          <SlipPanel initialPlace={fixture.place} />
        </SlipStoreProvider>
      </BootProvider>
    </section>
  );
}

/** SlipTest `/slip-test`: every state of the slip side by side, from fixtures through the real components. */
export function SlipTestPage() {
  const t = useT();
  return (
    <div>
      <h1 className={styles.heading}>{t('Bets.Slip.SlipTest')}</h1>
      <div className={styles.grid}>
        {SLIP_FIXTURES.map((fixture) => (
          <FixtureCase key={fixture.name} fixture={fixture} />
        ))}
      </div>
    </div>
  );
}
