// The text chunks of one language, by namespace (init.ts): its own small module, so the
// entry does not carry the chunk names of all three languages.
import type { TextLoaders } from './loaders';

export const loaders: TextLoaders = import.meta.glob<{ default: Record<string, unknown> }>(
  '../resources/en/*.json',
);
