import { GREEK_LANGUAGE_ID, type MarketRules } from '@playline/contract';

/**
 * The market's own safer-gambling rules as a paragraph of the responsible-gambling page: empty where the market
 * adds nothing, so the page never claims a rule the brand does not enforce. Blank lines around it keep the
 * markdown's paragraphs apart.
 */
export function marketRulesMarkdown(rules: MarketRules, languageId: number): string {
  if (!rules.mandatoryLimits) return '';
  const text =
    languageId === GREEK_LANGUAGE_ID
      ? `**Κανόνες της αγοράς μας.** Σύμφωνα με τους κανόνες της ελληνικής αγοράς, πρέπει να είστε ${rules.minimumAge} ετών και άνω, και πριν από την πρώτη σας κατάθεση ορίζετε όριο κατάθεσης και όριο χρόνου συνεδρίας· η εγγραφή σας τα ζητά.`
      : `**Our market's rules.** Under the rules of the Greek market you must be ${rules.minimumAge} or over, and before your first deposit you set a deposit limit and a session time limit; registration asks you for both.`;
  return `\n${text}\n`;
}
