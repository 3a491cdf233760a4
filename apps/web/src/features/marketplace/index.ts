export { PaymentReturnNotice } from './components/payment-return-notice';
export { ProductList } from './components/product-list';
