import { createTheme, Menu } from '@mantine/core';

/** The back office's Mantine theme: the shop's green, the storefront's fonts (Hebrew and Thai included). */
export const adminTheme = createTheme({
  primaryColor: 'green',
  primaryShade: 7,
  fontFamily: "'Noto Sans', 'Noto Sans Hebrew', 'Noto Sans Thai', system-ui, sans-serif",
  defaultRadius: 'md',
  components: {
    // Mantine's hidden focus placeholder inside a menu is an element a menu may not hold (axe: critical).
    Menu: Menu.extend({ defaultProps: { withInitialFocusPlaceholder: false } }),
  },
});
