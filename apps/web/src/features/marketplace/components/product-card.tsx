import type { Product } from '@mathtools/contracts';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardDescription, CardTitle } from '../../../components/ui/card';
import { FeatureList } from '../../../components/ui/feature-list';
import { Link } from '../../../components/ui/link';
import { Price } from '../../../components/ui/price';
import { VisuallyHidden } from '../../../components/ui/visually-hidden';
import { packPracticeHref } from '../../../lib/packs';
import { checkoutHref } from '../checkout-link';
import * as styles from './marketplace.css';

const difficultyTone = {
  Beginner: 'success',
  Intermediate: 'default',
  Advanced: 'warning',
  'All Levels': 'neutral',
} as const;

/**
 * Whether the visitor has the pack: no, bought it, or has it through their plan (the plan's
 * words, e.g. "Included in your Master plan until 30 November 2026"); `trial` is the badge of a
 * pack a free trial opens ("Trial until 4 December 2026"), which is not owned.
 */
export type Ownership =
  | { owned: false }
  | { owned: true; through: string | null; trial: string | null };

/** One pack: difficulty, title, description, features, price, and Buy Now or Start practising. */
export function ProductCard({
  product,
  ownership = { owned: false },
}: {
  product: Product;
  ownership?: Ownership;
}) {
  return (
    <Card as="li" aria-labelledby={`product-${product.id}`} data-testid="product-card">
      <div className={styles.cardBadges}>
        <Badge tone={difficultyTone[product.difficulty]}>
          <VisuallyHidden>Level: </VisuallyHidden>
          {product.difficulty}
        </Badge>
        {ownership.owned && ownership.trial ? (
          <Badge tone="warning" data-testid="owned-badge">
            {ownership.trial}
          </Badge>
        ) : ownership.owned ? (
          <Badge tone="default" className={styles.ownedBadge} data-testid="owned-badge">
            <svg
              aria-hidden="true"
              focusable="false"
              width="14"
              height="14"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="3"
              strokeLinecap="round"
              strokeLinejoin="round"
            >
              <path d="M20 6 9 17l-5-5" />
            </svg>
            Owned
          </Badge>
        ) : null}
      </div>
      <CardTitle as="h2" id={`product-${product.id}`}>
        {product.title}
      </CardTitle>
      <CardDescription>{product.description}</CardDescription>
      <FeatureList
        label={`What's in ${product.title}`}
        items={product.features.map((text) => ({ text }))}
      />
      <div className={styles.footer}>
        <div>
          <p className={styles.price}>
            <Price dollars={product.price} />
          </p>
          <p className={styles.priceNote}>One-time payment</p>
        </div>
        {ownership.owned ? (
          <>
            <p className={styles.ownedNote}>
              {ownership.through ?? 'You own this pack: its premium skills are open to you.'}
            </p>
            <Button asChild fullWidth>
              <Link to={packPracticeHref(product.id)}>
                Start practising<VisuallyHidden>: {product.title}</VisuallyHidden>
              </Link>
            </Button>
          </>
        ) : (
          <Button asChild fullWidth>
            <Link to={checkoutHref(product.id, product.price, product.title)}>
              Buy Now<VisuallyHidden>: {product.title}</VisuallyHidden>
            </Link>
          </Button>
        )}
      </div>
    </Card>
  );
}
