// scripts/storefront-dictionary.ts: a locale's dictionary without the desk's groups
declare module 'virtual:storefront-dictionary/*.json' {
  const dictionary: Record<string, unknown>;
  export default dictionary;
}
