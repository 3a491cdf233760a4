/** Words the purchase pages share (tests assert them). */

export const RESTORE_TITLE = 'Restore purchases';
export const RESTORE_UNKNOWN_CODE =
  'We could not find that restore code. Check it against your receipt and try again.';
export const RESTORE_TOO_MANY =
  'Too many wrong codes. For your security, please wait 15 minutes before trying again.';
export const RESTORE_FAILED = 'Your purchases could not be restored. Please try again.';
export const RESTORED_TOAST = 'Purchases restored';
export const RESTORE_UNAVAILABLE =
  'Restore purchases could not be opened. Check your connection and try again.';

export const TRIAL_USED =
  'You have already used your free trial. Choose a plan to keep practising with it.';
export const TRIAL_FAILED = 'Your free trial could not be started. Please try again.';

export const CONFIRMING = 'Confirming your payment…';
export const CONFIRM_SLOW =
  'Your payment is still being confirmed by the bank. It will unlock by itself as soon as it is confirmed, so you can leave this page; come back later to see it, or contact us if it has not unlocked within a day.';
export const CONFIRM_ERROR =
  'We could not check your payment just now. If you paid, it will unlock by itself once the payment is confirmed.';
export const PAYMENT_FAILED_TITLE = 'Payment Failed';
export const PAYMENT_FAILED_RETURN = 'Your payment was not completed. No money was taken.';
export const PAYMENT_SUCCESS_TITLE = 'Payment Successful!';
export const paymentSuccessDescription = (product: string) =>
  `Thank you for purchasing ${product}!`;

export const TRIAL_COOKIES = 'Please allow cookies for this site to start a trial.';

/**
 * Beside the restore code (a page's first load has them). What the confirmation dialogs say is in
 * `components/code-dialog.tsx`, which loads with the first press.
 */
export const NEW_CODE_TITLE = 'New restore code';
export const NEW_CODE_DONE = 'Your new restore code is ready. The old code no longer works.';

export const FORGET_TITLE = 'Forget this browser';
export const FORGET_DONE =
  'This browser no longer has your purchases. Enter your restore code under Restore purchases to get them back, here or in any browser:';

/** The checkout of something the browser owns for good (bought here, in another tab, or restored). */
export const OWNED_LABEL = 'Owned';
export const alreadyOwnedTitle = (product: string) => `You already own ${product}`;
export const ALREADY_OWNED =
  'It was bought in this browser (perhaps in another tab) or restored with its code, so it is not sold again. Nothing was charged here.';

/** The return of a second payment for what was owned by then (two tabs both paid). */
export const DUPLICATE_TITLE = 'You already had it';
export const duplicateDescription = (product: string) =>
  `${product} was already yours when this payment went through, so the payment is being refunded to your card.`;

/** The return of a payment made while this browser was told to forget its purchases. */
export const NOT_HELD_TITLE = 'Your payment went through';
export const notHeldDescription = (product: string) =>
  `This browser was told to forget its purchases while you paid, so ${product} is not open here. It belongs to the restore code this browser had: enter that code under Restore purchases to open it here or in any browser.`;
