import { ApiReference } from '../../features/api-reference';

export function Component() {
  return <ApiReference />;
}
