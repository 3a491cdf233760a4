/** Read by the marketplace after a redirect-based confirmation (3-D Secure). */
export const PURCHASE_KEY = 'mathtools:purchase';

export const INVALID_PRODUCT_MESSAGE =
  'Invalid product information. Please return to the marketplace and try again.';
export const INIT_FAILED_MESSAGE = 'Failed to initialize payment. Please try again.';
