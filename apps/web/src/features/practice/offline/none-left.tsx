import { Alert } from '../../../components/ui/alert';

/** In a problem's place when this device has no seed left for it (see `seed-store.ts`). */
export function NoneLeft({ name }: { name: string }) {
  return (
    <Alert
      tone="info"
      title={`No more ${name} problems on this device`}
      data-testid="offline-none-left"
    >
      <p>
        Problems for offline practice come from the server while you are online, and this device has
        used every one it kept for {name}. You get new ones as soon as you are back online.
      </p>
    </Alert>
  );
}
