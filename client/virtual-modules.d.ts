// scripts/storefront-dictionary.ts: a part of a locale's dictionary (first-render words, or the rest), without the desk's groups
declare module 'virtual:storefront-dictionary/*.json' {
  const dictionary: Record<string, unknown>;
  export default dictionary;
}
