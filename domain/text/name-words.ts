/**
 * The distinct words of a player's searchText (domain/text/player-search), the keys of the
 * client's multiEntry prefix index. searchText is normalised, so '|' only separates its parts.
 */
export function nameWords(searchText: string): string[] {
  return [...new Set(searchText.split(/[\s|]+/).filter(Boolean))];
}
