export { purchasesQueryOptions, usePurchases } from './api/get-purchases';
export { ManagedRestoreCode } from './components/managed-restore-code';
export { PurchasesBar, RestorePurchasesButton } from './components/purchases-bar';
export { RestoreCode } from './components/restore-code-panel';
