export { purchasesQueryOptions, usePurchases, useStartTrial } from './api/purchases';
export { PurchasesBar, RestorePurchasesButton } from './components/purchases-bar';
export { RestoreCode } from './components/restore-code-panel';
