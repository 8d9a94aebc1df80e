/** The interactive API document (Swagger UI); its JSON is at `${apiDocsPath}/json`. */
export const apiDocsPath = '/api/docs';

/** The header every mutating call carries (besides a JSON body), so a cross-site form cannot forge it. */
export const csrfHeader = { name: 'x-requested-with', value: 'grocery' } as const;

/** Fills a path pattern's `:name` and `:name?` segments; an absent optional one is dropped. */
export function fillPath(pattern: string, params: Record<string, string | number | undefined>): string {
  return pattern.replace(/\/:(\w+)(\?)?/g, (_match, name: string, optional?: string) => {
    const value = params[name];
    if (value === undefined) {
      if (optional) return '';
      throw new Error(`Missing path parameter ${name} for ${pattern}`);
    }
    return `/${encodeURIComponent(String(value))}`;
  });
}
