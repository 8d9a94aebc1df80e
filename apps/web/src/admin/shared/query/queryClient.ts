import { createQueryClient } from '../../../api/queryClient';

/** One client for the whole back office: every admin page's server state lives here (decision 0033). */
export const createAdminQueryClient = () => createQueryClient(30_000);

export const adminQueryClient = createAdminQueryClient();
