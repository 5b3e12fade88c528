import { routePath } from '@playline/contract/routes';
import type { League, RealSportKey, SportDetail } from '@playline/contract/sports';
import { ChevronDown } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { Link, NavLink } from 'react-router';
import { useBrand } from '#app/brand/boot-context.tsx';
import { countryName } from '#app/entities/market-labels/market-labels.ts';
import { useClientStore } from '#app/lib/client-store-context.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';
import { useSportDetail } from '../api/get-sport-detail';
import { countryBranch, type OpenBranches } from './open-branches';
import styles from './sports-tree.module.css';
import { TreeCount, TreeState } from './tree-count';
import type { TreeLocation } from './tree-location';
import { countriesAtoZ, leaguesAtoZ } from './tree-order';

interface BranchProps {
  here: TreeLocation;
  open: OpenBranches;
}

/** A league's row: its page, marked as the page on screen, or as the league of the match on screen. */
function LeagueLeaf({ league, here }: { league: League; here: TreeLocation }) {
  const current = here.sport === league.sport && here.country === league.country.key && here.league === league.key;
  const link = useRef<HTMLAnchorElement>(null);
  // The column scrolls on its own: the league on screen comes into its view (the page itself does not move).
  useEffect(() => {
    if (current) link.current?.scrollIntoView?.({ block: 'nearest' });
  }, [current]);
  return (
    <li>
      <Link
        ref={link}
        to={routePath('SportsLeague', { sport: league.sport, country: league.country.key, league: league.key })}
        className={styles.leaf}
        aria-current={current ? (here.onLeaguePage ? 'page' : 'true') : undefined}
      >
        <span className={styles.name}>{league.name}</span>
        <TreeCount count={league.eventCount} />
      </Link>
    </li>
  );
}

type Country = SportDetail['countries'][number];

/** A country's row, opening to its leagues A–Z. */
function CountryNode({ sport, country, here, open }: BranchProps & { sport: RealSportKey; country: Country }) {
  const t = useT();
  const locale = useClientStore((state) => state.language.locale);
  const leaguesId = useId();
  const key = countryBranch(sport, country.key);
  const expanded = open.isOpen(key);
  const keep = here.sport === sport && here.country === country.key ? here.league : null;
  return (
    <li>
      <button
        type="button"
        className={styles.country}
        aria-expanded={expanded}
        aria-controls={expanded ? leaguesId : undefined}
        onClick={() => open.toggle(key)}
      >
        <span className={styles.name}>{countryName(t, country, locale)}</span>
        <TreeCount count={country.eventCount} />
        <ChevronDown className={styles.chevron} size={16} aria-hidden="true" />
      </button>
      {expanded ? (
        <ul id={leaguesId} className={styles.leagues}>
          {leaguesAtoZ(country.leagues, locale, keep).map((league) => (
            <LeagueLeaf key={league.id} league={league} here={here} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/** An open sport: a link to all its matches, then its countries A–Z (the brand's own market first). */
export function SportBranch({ id, sport, here, open }: BranchProps & { id: string; sport: RealSportKey }) {
  const t = useT();
  const locale = useClientStore((state) => state.language.locale);
  const brand = useBrand();
  const detail = useSportDetail(sport);
  const keep = here.sport === sport ? here.country : null;
  const countries = detail.data
    ? countriesAtoZ(detail.data.countries, (country) => countryName(t, country, locale), locale, {
        marketCountry: brand.market.countryCode,
        keep,
      })
    : [];
  return (
    <ul id={id} className={styles.branch}>
      <li>
        <NavLink to={routePath('SportsGameAll', { sport })} className={styles.leaf} end>
          <span className={styles.name}>{t('SportsTree.AllMatches')}</span>
        </NavLink>
      </li>
      {detail.data ? (
        countries.map((country) => (
          <CountryNode key={country.key} sport={sport} country={country} here={here} open={open} />
        ))
      ) : (
        <li>
          <TreeState isError={detail.isError} refetch={detail.refetch} rows={4} />
        </li>
      )}
    </ul>
  );
}
