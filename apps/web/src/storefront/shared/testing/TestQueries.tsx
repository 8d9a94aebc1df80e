import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { createQueryClient } from '../../../api/queryClient';

/** Component tests: the app's query client (api/queryClient.ts), a fresh one per rendered test. */
export function TestQueries({ children }: { children: ReactNode }) {
  const [client] = useState(() => createQueryClient(0));
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
