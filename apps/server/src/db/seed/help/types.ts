/** One help page's seed copy in English and Greek: markdown with placeholders the help service fills at serve time. */
export interface HelpCopy {
  slug: string;
  en: { title: string; body: string };
  el: { title: string; body: string };
}
