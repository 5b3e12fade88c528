import type { ZoneName } from '@playline/contract/brands';
import type { ComponentType } from 'react';
import { useBrand } from '#app/brand/boot-context.tsx';
import { CasinoHomePage, LiveCasinoHomePage, type LobbyExtras } from '#app/features/casino/pages/lobby-home-page.tsx';
import { TeaserZone } from '#app/features/content/components/teaser-zone.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';
import styles from './casino-zones.module.css';

type LobbyZones = readonly [promotions: ZoneName, calendar: ZoneName];

/**
 * The Greek-market teaser zones under a lobby (spec §9): its promotions, then its calendar. They reserve no
 * space while loading and come after the category rows (above the all-games grid), so the server-rendered first screen (decision 013) and the
 * client's first render stay the same markup and nothing above them moves when they arrive.
 */
function LobbyTeaserZones({ zones }: { zones: LobbyZones }) {
  const t = useT();
  const brand = useBrand();
  if (!brand.zones) return null;
  const ids = brand.zones;
  return (
    <div className={styles.zones}>
      {zones.map((name) => (
        <TeaserZone key={name} zone={ids[name]} title={t(`Promotions.Zone.${name}`)} placeholder={0} />
      ))}
    </div>
  );
}

/** A lobby home page with its zones after the category rows: features may not import each other, so the app composes. */
function withTeaserZones(Lobby: ComponentType<LobbyExtras>, zones: LobbyZones): ComponentType {
  function LobbyWithZones() {
    return <Lobby afterRows={<LobbyTeaserZones zones={zones} />} />;
  }
  LobbyWithZones.displayName = `WithTeaserZones(${Lobby.displayName ?? Lobby.name})`;
  return LobbyWithZones;
}

export const CasinoHomeWithZones = withTeaserZones(CasinoHomePage, ['casinoPromotions', 'casinoCalendar']);
export const LiveCasinoHomeWithZones = withTeaserZones(LiveCasinoHomePage, [
  'liveCasinoPromotions',
  'liveCasinoCalendar',
]);
