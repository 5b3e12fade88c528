import {
  CASINO_CATEGORIES,
  CATEGORY_LOBBY,
  type CasinoCategory,
  type CasinoLobby,
} from '@playline/contract/casino-keys';
import { useParams } from 'react-router';
import { BackLink } from '#app/components/back-link.tsx';
import { Page } from '#app/components/page.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';
import { useGames } from '../api/get-games';
import { GamesList } from '../components/games-list';
import { hasSubcategoryPages, lobbyHomePath } from '../lobby-paths';
import { subcategoryName } from '../subcategory-name';
import styles from './lobby.module.css';
import { SubcategoryChips } from './subcategory-chips';

const isCategory = (value: string | undefined): value is CasinoCategory =>
  (CASINO_CATEGORIES as readonly string[]).includes(value ?? '');

/**
 * Every game of a category (`/casino/category/:category`, its `/:subcategory`, and the live casino's and games'
 * category pages) in the virtualised grid, with the category's subcategories as chips in the casino lobby.
 */
export function CategoryPage({ lobby }: { lobby: CasinoLobby }) {
  const t = useT();
  const params = useParams();
  const category = isCategory(params.category) && CATEGORY_LOBBY[params.category] === lobby ? params.category : null;
  const subcategory = params.subcategory;
  const list = useGames({ category: category ?? undefined, subcategory }, { enabled: category !== null });
  if (!category) {
    return (
      <Page title={t('Casino.NotFound')}>
        <BackLink to={lobbyHomePath(lobby)} label={t(`Casino.Lobby.${lobby}`)} />
      </Page>
    );
  }
  const title = t(`Casino.Category.${category}`);
  return (
    <Page title={subcategory ? subcategoryName(t, subcategory) : title} eyebrow={subcategory ? title : undefined}>
      <div className={styles.content}>
        <BackLink to={lobbyHomePath(lobby)} label={t(`Casino.Lobby.${lobby}`)} />
        {hasSubcategoryPages(lobby) ? <SubcategoryChips category={category} current={subcategory} /> : null}
        {list.data ? <p className={styles.muted}>{t('Casino.GameCount', { count: list.data.total })}</p> : null}
        <GamesList list={list} label={title} empty={t('Casino.CategoryEmpty')} />
      </div>
    </Page>
  );
}

export const CasinoCategoryPage = () => <CategoryPage lobby="casino" />;
export const LiveCasinoCategoryPage = () => <CategoryPage lobby="live-casino" />;
export const GamesCategoryPage = () => <CategoryPage lobby="games" />;
