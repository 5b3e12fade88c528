import { LANGUAGES } from '@playline/contract/languages';
import { useClientStore } from '#app/lib/client-store-context.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';
import styles from './language-switcher.module.css';

/** English / Ελληνικά as a segmented toggle; the choice is kept in local storage (`lang_info`). */
export function LanguageSwitcher() {
  const t = useT();
  const current = useClientStore((state) => state.language.id);
  const setLanguage = useClientStore((state) => state.setLanguage);
  return (
    <fieldset className={styles.switcher}>
      <legend className={styles.legend}>{t('Common.Language')}</legend>
      <div className={styles.options}>
        {LANGUAGES.map((language) => (
          <button
            key={language.id}
            type="button"
            lang={language.htmlLang}
            className={styles.option}
            aria-pressed={language.id === current}
            onClick={() => setLanguage(language.id)}
          >
            {language.name}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
