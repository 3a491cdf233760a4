import type { Product } from '@mathtools/contracts';
import { Link } from 'react-router-dom';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardDescription, CardTitle } from '../../../components/ui/card';
import { FeatureList } from '../../../components/ui/feature-list';
import { Price } from '../../../components/ui/price';
import { VisuallyHidden } from '../../../components/ui/visually-hidden';
import { checkoutHref } from '../checkout-link';
import * as styles from './marketplace.css';

const difficultyTone = {
  Beginner: 'success',
  Intermediate: 'default',
  Advanced: 'warning',
  'All Levels': 'neutral',
} as const;

/** One pack: difficulty, title, description, features, price, Buy Now. */
export function ProductCard({ product }: { product: Product }) {
  return (
    <Card as="li" aria-labelledby={`product-${product.id}`} data-testid="product-card">
      <Badge tone={difficultyTone[product.difficulty]}>
        <VisuallyHidden>Level: </VisuallyHidden>
        {product.difficulty}
      </Badge>
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
        <Button asChild fullWidth>
          <Link to={checkoutHref(product.id, product.price, product.title)}>
            Buy Now<VisuallyHidden>: {product.title}</VisuallyHidden>
          </Link>
        </Button>
      </div>
    </Card>
  );
}
