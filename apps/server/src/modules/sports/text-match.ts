/**
 * Folds a name for matching: lower case without accents or diacritics ("Atlético" = "atletico", "Ολυμπιακός" =
 * "ολυμπιακοσ"), so a search matches however the player typed it.
 */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replaceAll('ς', 'σ');
}
