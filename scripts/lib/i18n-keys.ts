// Key parity between locales: the same namespaces, the same keys, no empty values.

export function flattenKeys(value: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) {
      for (const [k, v] of flattenKeys(child, prefix ? `${prefix}.${key}` : key)) out.set(k, v);
    }
  } else {
    out.set(prefix, value);
  }
  return out;
}

export function compareLocales(
  source: string,
  all: Record<string, Record<string, unknown>>,
): string[] {
  const problems: string[] = [];
  const base = all[source] ?? {};
  for (const [locale, namespaces] of Object.entries(all)) {
    const names = new Set([...Object.keys(base), ...Object.keys(namespaces)]);
    for (const ns of names) {
      const want = flattenKeys(base[ns] ?? {});
      const have = flattenKeys(namespaces[ns] ?? {});
      for (const key of want.keys())
        if (!have.has(key)) problems.push(`${locale}/${ns}: missing ${key}`);
      for (const key of have.keys())
        if (!want.has(key)) problems.push(`${locale}/${ns}: extra ${key}`);
      for (const [key, v] of have) {
        if (typeof v !== 'string' || v.trim() === '')
          problems.push(`${locale}/${ns}: empty ${key}`);
      }
    }
  }
  return problems;
}
