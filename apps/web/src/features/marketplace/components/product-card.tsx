import type { Product } from '@mathtools/contracts';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardDescription, CardTitle } from '../../../components/ui/card';
import { FeatureList } from '../../../components/ui/feature-list';
import { Link } from '../../../components/ui/link';
import { VisuallyHidden } from '../../../components/ui/visually-hidden';
import { useLanguage, useT } from '../../../i18n/use-t';
import { packPracticeHref } from '../../../lib/packs';
import { formatPrice } from '../../../lib/purchases/price';
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
  const t = useT('marketplace');
  const words = useT('purchases');
  const language = useLanguage();
  return (
    <Card as="li" aria-labelledby={`product-${product.id}`} data-testid="product-card">
      <div className={styles.cardBadges}>
        <Badge tone={difficultyTone[product.difficulty]}>
          <VisuallyHidden>{t('level.label')}</VisuallyHidden>
          {t(`level.${product.difficulty}`)}
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
            {words('owned.label')}
          </Badge>
        ) : null}
      </div>
      <CardTitle as="h2" id={`product-${product.id}`}>
        {product.title}
      </CardTitle>
      <CardDescription>{product.description}</CardDescription>
      <FeatureList
        label={t('card.whatsIn', { title: product.title })}
        items={product.features.map((text) => ({ text }))}
      />
      <div className={styles.footer}>
        <div>
          <p className={styles.price}>{formatPrice(product.price, language)}</p>
          <p className={styles.priceNote}>{t('card.oneTime')}</p>
        </div>
        {ownership.owned ? (
          <>
            <p className={styles.ownedNote}>{ownership.through ?? t('card.ownedNote')}</p>
            <Button asChild fullWidth>
              <Link to={packPracticeHref(product.id)}>
                {t('card.practise')}
                <VisuallyHidden>: {product.title}</VisuallyHidden>
              </Link>
            </Button>
          </>
        ) : (
          <Button asChild fullWidth>
            <Link to={checkoutHref(product.id, product.price, product.title)}>
              {t('card.buy')}
              <VisuallyHidden>: {product.title}</VisuallyHidden>
            </Link>
          </Button>
        )}
      </div>
    </Card>
  );
}
