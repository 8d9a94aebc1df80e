import type { DehydratedState } from '@tanstack/react-query';
import type { PublicConfig } from '../api/publicConfig';

/** What the server hands to the browser with a page it rendered, in `#rendered-state`. */
export type RenderedState = { queries: DehydratedState; config: PublicConfig };

export const renderedStateId = 'rendered-state';

/**
 * How long the storefront keeps answers fresh: at least as long as the server keeps a rendered page
 * (its HTML cache), so that a page's data is not asked for again right after it arrives.
 */
export const storefrontStaleTime = 5 * 60_000;

/** The state the server wrote into the page, or null on a page it did not render. */
export function readRenderedState(): RenderedState | null {
  const text = document.getElementById(renderedStateId)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as RenderedState;
  } catch (error) {
    console.error('rendered state unreadable', error);
    return null;
  }
}
