import { DirectionProvider, MantineProvider, useDirection } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo } from 'react';
import { textDirection } from '../../../i18n/language';
import { useLanguage } from '../../../i18n/useLanguage';
import { useTexts } from '../../../i18n/useTexts';
import { adminFeedbackTexts } from '../feedback/texts';
import { ConfirmProvider } from '../feedback/useConfirm';
import { adminFormTexts } from '../form/texts';
import { adminQueryClient } from '../query/queryClient';
import { adminTheme } from './theme';
import 'dayjs/locale/he';
import 'dayjs/locale/th';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles.layer.css';
import '@mantine/dates/styles.layer.css';
import './admin.css';

type Props = { children: ReactNode; queryClient?: QueryClient };

/**
 * The back office's providers: Mantine (direction from the URL's language, the theme's names of
 * controls in that language), Mantine dates in that language, and the one TanStack Query client. Our CSP allows no inline <style>, so Mantine's
 * variables come from its static CSS (default-css-variables.css, admin.css) rather than injected
 * tags (withCssVariables / withGlobalClasses off).
 */
export function AdminProviders({ children, queryClient = adminQueryClient }: Props) {
  const language = useLanguage();
  const { close } = useTexts(adminFeedbackTexts);
  const formTexts = useTexts(adminFormTexts);
  const theme = useMemo(() => adminTheme({ ...formTexts, close }), [formTexts, close]);
  return (
    <DirectionProvider initialDirection={textDirection(language)} detectDirection={false}>
      <MantineProvider theme={theme} withCssVariables={false} withGlobalClasses={false}>
        <DatesProvider settings={{ locale: language, firstDayOfWeek: 0 }}>
          <QueryClientProvider client={queryClient}>
            <DirectionSync direction={textDirection(language)} />
            <ConfirmProvider>{children}</ConfirmProvider>
          </QueryClientProvider>
        </DatesProvider>
      </MantineProvider>
    </DirectionProvider>
  );
}

/** Keeps Mantine's direction with the URL's language when it changes in place (the dev server). */
function DirectionSync({ direction }: { direction: 'ltr' | 'rtl' }) {
  const { dir, setDirection } = useDirection();
  useEffect(() => {
    if (dir !== direction) setDirection(direction);
  }, [dir, direction, setDirection]);
  return null;
}
