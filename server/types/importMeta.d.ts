// common/siteConfig.ts reads Vite's import.meta.env, which is absent when the server runs it.
interface ImportMeta {
  readonly env?: Partial<Record<string, string | undefined>>;
}
