/** The back office's feedback: tabs, confirmations, page errors and toasts. */

export { AdminTabItem, type AdminTabItemProps, AdminTabs } from './AdminTabs';
export { adminToast } from './adminToast';
export { ConfirmDialog, type ConfirmOptions } from './ConfirmDialog';
export { PageError } from './PageError';
export { ConfirmProvider, useConfirm } from './useConfirm';
