export { purchasesQueryOptions, usePurchases, useStartTrial } from './api/purchases';
export { PackSelect } from './components/pack-select';
export { PurchasesBar, RestorePurchasesButton } from './components/purchases-bar';
export { RestoreCode } from './components/restore-code-panel';
