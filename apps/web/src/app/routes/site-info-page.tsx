import { languageById } from '@playline/contract/languages';
import { useBoot } from '#app/brand/boot-context.tsx';
import { navItemForArea } from '#app/components/nav-items.ts';
import { Page } from '#app/components/page.tsx';
import { useClientStore } from '#app/lib/client-store-context.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';
import styles from './site-info-page.module.css';

/** `/site`: which site, brand, kind and build this is — what support asks first. */
export function SiteInfoPage() {
  const t = useT();
  const { siteId, brand, version } = useBoot();
  const languageId = useClientStore((state) => state.language.id);
  const rows: [string, string][] = [
    [t('Site.Brand'), brand.name],
    [t('Site.SiteId'), String(siteId)],
    [t('Site.Kind'), t(brand.isShop ? 'Site.KindShop' : 'Site.KindWeb')],
    [t('Site.Version'), version],
    [t('Site.Areas'), brand.areas.map((area) => t(navItemForArea(area)?.label ?? area)).join(' · ')],
    [t('Site.Theme'), brand.theme],
    [t('Common.Language'), languageById(languageId).name],
  ];
  return (
    <Page title={t('Site.Title')}>
      <dl className={styles.list}>
        {rows.map(([label, value]) => (
          <div key={label} className={styles.row}>
            <dt className={styles.label}>{label}</dt>
            <dd className={styles.value}>{value}</dd>
          </div>
        ))}
      </dl>
    </Page>
  );
}

export default SiteInfoPage;
