import { createTheme, Drawer, Menu, Modal, MultiSelect, Select } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import type { adminFeedbackTexts } from '../feedback/texts';
import type { adminFormTexts } from '../form/texts';

type Texts<D extends { en: Record<string, string> }> = { [K in keyof D['en']]: string };

/** What the theme names in the page's language: a dialog's ✕, the calendar's arrows. */
type AdminThemeTexts = Pick<Texts<typeof adminFeedbackTexts>, 'close'> &
  Pick<
    Texts<typeof adminFormTexts>,
    'previousMonth' | 'nextMonth' | 'previousYear' | 'nextYear' | 'previousDecade' | 'nextDecade'
  >;

/**
 * The back office's Mantine theme: the shop's green, the storefront's fonts (Hebrew and Thai
 * included), and defaults every overlay needs, set once here rather than on each use (issue 27's
 * axe run over every dialog, drawer, menu and dropdown).
 */
export function adminTheme(texts: AdminThemeTexts) {
  // The ✕ of Mantine's dialogs has no name of its own; the scroll bar remover writes a <style>
  // element, which our CSP refuses (scrolling stays locked without it).
  const dialogDefaults = {
    closeButtonProps: { 'aria-label': texts.close },
    removeScrollProps: { removeScrollBar: false },
  };
  // A list in a scroll area is a scrolling box the keyboard cannot reach (axe: serious); the listbox
  // itself scrolls instead (admin.css), moved through from the field as a combobox's popup is.
  const comboboxDefaults = { withScrollArea: false };
  return createTheme({
    primaryColor: 'green',
    primaryShade: 7,
    fontFamily: "'Noto Sans', 'Noto Sans Hebrew', 'Noto Sans Thai', system-ui, sans-serif",
    defaultRadius: 'md',
    components: {
      // Mantine's hidden focus placeholder inside a menu is an element a menu may not hold (axe: critical).
      Menu: Menu.extend({ defaultProps: { withInitialFocusPlaceholder: false } }),
      Modal: Modal.extend({ defaultProps: dialogDefaults }),
      Drawer: Drawer.extend({ defaultProps: dialogDefaults }),
      Select: Select.extend({ defaultProps: comboboxDefaults }),
      MultiSelect: MultiSelect.extend({ defaultProps: comboboxDefaults }),
      // The calendar's previous and next arrows are icons without a name (axe: critical); its level
      // control keeps the name it shows (the month, the year).
      DateInput: DateInput.extend({
        defaultProps: {
          ariaLabels: {
            previousMonth: texts.previousMonth,
            nextMonth: texts.nextMonth,
            previousYear: texts.previousYear,
            nextYear: texts.nextYear,
            previousDecade: texts.previousDecade,
            nextDecade: texts.nextDecade,
          },
        },
      }),
    },
  });
}
