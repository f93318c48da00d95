/** Up to two capital letters from a name's first words, for avatars ("Ada Lovelace" → "AL"); '' for a blank name. */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
}
