// What one language's text module gives: the loader of each namespace's chunk, keyed by its
// path (../resources/<language>/<namespace>.json).
export type TextLoaders = Record<string, () => Promise<{ default: Record<string, unknown> }>>;

export function textPath(language: string, namespace: string): string {
  return `../resources/${language}/${namespace}.json`;
}
