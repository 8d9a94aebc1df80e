import type { Plugin } from 'vite';

const sonnerModule = /[\\/]node_modules[\\/]sonner[\\/]dist[\\/]index\.mjs$/;
const injection = /__insertCSS\("(?:[^"\\]|\\.)*"\);/;

/**
 * Sonner writes its CSS into a <style> element when it loads, which our CSP (style-src 'self')
 * refuses: toasts came up unstyled. This drops that call; toast.ts loads sonner's own stylesheet
 * (sonner/dist/styles.css) beside the module instead, as a file. A sonner whose code no longer
 * matches fails the build rather than silently injecting again.
 */
export function sonnerStyles(): Plugin {
  return {
    name: 'grocery:sonner-styles',
    enforce: 'pre',
    transform(code, id) {
      if (!sonnerModule.test(id)) return null;
      if (!injection.test(code))
        throw new Error('sonner no longer injects its CSS as expected: check build/sonnerStyles.ts');
      return { code: code.replace(injection, ''), map: null };
    },
  };
}
